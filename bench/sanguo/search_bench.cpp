// Three-player search speed: nodes per second on one thread in the bench positions, the depth
// paranoid reaches from the start in one second, and two threads against one.

#include <benchmark/benchmark.h>

#include <chrono>

#include "search/sanguo/sanguo_search.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Position;
using zhuge::search::TranspositionTable;

Position bench_position(int which) {
  constexpr std::string_view kFens[] = {
      "9/rP1rP1rP1rP1rP/1rC1rF1rF1rC1/9/rRrHrErArKrArErHrR|9/gP1gP1gP1gP1gP/1gC1gF1gF1gC1/9/"
      "gRgHgEgAgKgAgEgHgR|9/bP1bP1bP1bP1bP/1bC1bF1bF1bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1",
      "4rP4/rP1rP3rP1rP/2rHrF4rE/5rK3/rR1rErA1rA1rR1|9/gP1gP1gP1gP1gP/gH8/gF3gA4/2gEgA1gKgEgR1|"
      "1gCgF6/bP3bP1bP1bP/4bEbF2bR/bF8/bR1bEbAbKbA3 g rgb 8 14",
      "8rP/4rP4/4rK4/9/2rE6|1rp6rC/gP8/gH8/gFrF1gK5/9|gF1bP1bPbR2bP/9/bE6bR1/2bFbK5/3bF1bAbE2 r "
      "rgb 2 41"};
  std::string error;
  auto pos = Position::from_fen(kFens[which], error);
  pos->settle();
  return *pos;
}

// Searches for `ms` milliseconds; reports nodes/s and the depth reached.
void timed_search(benchmark::State& state, Algorithm algorithm, int which, int threads, int ms) {
  const Position pos = bench_position(which);
  TranspositionTable tt(64);
  SanguoSearchParams params;
  params.algorithm = algorithm;
  std::int64_t nodes = 0;
  int depth = 0;
  for (auto _ : state) {
    state.PauseTiming();  // clearing 64 MB is no part of the search's speed
    tt.clear();
    state.ResumeTiming();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    SanguoLimits limits;
    limits.threads = threads;
    limits.should_stop = [&](std::uint64_t) {
      return std::chrono::steady_clock::now() >= deadline;
    };
    limits.may_start_iteration = [&](int) { return std::chrono::steady_clock::now() < deadline; };
    const auto out = search_sanguo(pos, params, tt, limits, {});
    nodes += out.last.nodes;
    depth = out.last.depth;
  }
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
  state.counters["depth"] = depth;
  state.counters["nodes"] = double(nodes) / double(state.iterations());
}

void BM_SanguoSearchSpeed(benchmark::State& state) {
  timed_search(state, Algorithm(state.range(0)), int(state.range(1)), 1, 300);
}
BENCHMARK(BM_SanguoSearchSpeed)
    ->ArgsProduct({{0, 1, 2, 3}, {0, 1, 2}})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_SanguoParanoidOneSecond(benchmark::State& state) {
  timed_search(state, Algorithm::Paranoid, 0, int(state.range(0)), 1000);
}
BENCHMARK(BM_SanguoParanoidOneSecond)
    ->Arg(1)
    ->Arg(2)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
