// Luzhanqi flip: action generation, make/unmake and perft throughput.

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/perft.hpp"
#include "protocol/luzhanqi/record.hpp"

using namespace zhuge::luzhanqi;

namespace {

// The positions of `zhuge bench`: the start, midgames and an endgame with nothing hidden.
Position load(int index) {
  const std::string fen(zhuge::protocol::luzhanqi_record().bench_fens[std::size_t(index)]);
  std::string error;
  const auto pos = Position::from_fen(fen, error);
  if (!pos) throw std::invalid_argument(fen + ": " + error);
  return *pos;
}

void BM_LuzhanqiGenerate(benchmark::State& state) {
  const Position pos = load(int(state.range(0)));
  for (auto _ : state) {
    ActionList list;
    generate_actions(pos, list);
    benchmark::DoNotOptimize(list.size());
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LuzhanqiGenerate)->DenseRange(0, 3);

void BM_LuzhanqiMakeUnmake(benchmark::State& state) {
  Position pos = load(int(state.range(0)));
  ActionList list;
  generate_actions(pos, list);
  std::int64_t actions = 0;
  for (auto _ : state) {
    for_each_perft_action(pos, list, [&](Action a) {
      const Undo undo = pos.make(a);
      benchmark::DoNotOptimize(pos);
      pos.unmake(a, undo);
      ++actions;
    });
  }
  state.SetItemsProcessed(actions);
}
BENCHMARK(BM_LuzhanqiMakeUnmake)->DenseRange(0, 3);

void BM_LuzhanqiPerft(benchmark::State& state) {
  Position pos = load(int(state.range(0)));
  const int depth = int(state.range(1));
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, depth);
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_LuzhanqiPerft)
    ->Args({0, 3})
    ->Args({1, 3})
    ->Args({2, 3})
    ->Args({3, 4})
    ->Unit(benchmark::kMillisecond);

}  // namespace
