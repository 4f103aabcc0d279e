// Luzhanqi flip: action generation, make/unmake and perft throughput.

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/perft.hpp"

using namespace zhuge::luzhanqi;

namespace {

// The start, two midgames and an endgame with nothing hidden, from seeded random play.
const std::string kPositions[] = {
    "?????/?????/?1?1?/??1??/?1?1?/?????/?????/?1?1?/??1??/?1?1?/?????/????? - "
    "MGDDRRCCJJKKKTTTSSSBBLLLFmgddrrccjjkkktttsssbblllf 0 0",
    "?L?ds/1????/?t?2/??1??/?j2?/???2/?1?R?/?3?/?lt?F/?1?1S/?JB1?/?K??b b "
    "MDDRCCJKKTTTSSLLmgdrccjkktssllf 3 60",
    "?LJ?J/D???m/cT?2/?1K?b/?4/????l/1??ks/l1?1?/R?MC?/2?1l/?T1??/??dk? r "
    "GRCKKTSSSBLLFgdrrjjktttsbf 2 90",
    "fLJ1J/D1g1m/cT3/2K1b/1d3/r3l/3ks/l4/R1MC1/3Sl/1T2S/1L1kF b - 5 160",
};

Position load(int index) {
  std::string error;
  const auto pos = Position::from_fen(kPositions[index], error);
  if (!pos) throw std::invalid_argument(kPositions[index] + ": " + error);
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
