// Three Kingdoms Xiangqi: move generation, make/unmake, legality and perft throughput.

#include <benchmark/benchmark.h>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/perft.hpp"

namespace {

using namespace zhuge::sanguo;

// Positions reached by seeded random play, so every run measures the same ones.
Position played(bool flag_bearers, int plies, bool until_defeat = false) {
  zhuge::Rng rng(2024);
  Position pos = Position::start(flag_bearers);
  for (int ply = 0; (ply < plies || (until_defeat && pos.kingdoms_in_play() == 3)) && !pos.result();
       ++ply) {
    MoveList moves;
    generate_legal(pos, moves);
    pos.make(moves[static_cast<int>(rng.below(moves.size()))]);
  }
  return pos;
}

// 0: start, 1: midgame (30 plies), 2: after the first defeat.
Position position(int which) {
  switch (which) {
    case 0:
      return Position::start(true);
    case 1:
      return played(true, 30);
    default:
      return played(true, 0, true);
  }
}

void BM_SanguoGenerateLegal(benchmark::State& state) {
  const Position pos = position(static_cast<int>(state.range(0)));
  MoveList moves;
  for (auto _ : state) {
    generate_legal(pos, moves);
    benchmark::DoNotOptimize(moves.size());
  }
  state.counters["moves/s"] = benchmark::Counter(
      static_cast<double>(moves.size()) * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SanguoGenerateLegal)->Arg(0)->Arg(1)->Arg(2);

void BM_SanguoMakeUnmake(benchmark::State& state) {
  Position pos = position(static_cast<int>(state.range(0)));
  MoveList moves;
  generate_legal(pos, moves);
  for (auto _ : state) {
    for (Move m : moves) {
      const Undo u = pos.make(m);
      benchmark::DoNotOptimize(pos.key());
      pos.unmake(u);
    }
  }
  state.counters["moves/s"] = benchmark::Counter(
      static_cast<double>(moves.size()) * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SanguoMakeUnmake)->Arg(0)->Arg(1)->Arg(2);

void BM_SanguoInCheck(benchmark::State& state) {
  const Position pos = position(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(in_check(pos, pos.side_to_move()));
}
BENCHMARK(BM_SanguoInCheck)->Arg(0)->Arg(1)->Arg(2);

void BM_SanguoHasLegalMove(benchmark::State& state) {
  const Position pos = position(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(has_legal_move(pos));
}
BENCHMARK(BM_SanguoHasLegalMove)->Arg(0)->Arg(1)->Arg(2);

// Args: position, depth, flag-bearers (start position only).
void BM_SanguoPerft(benchmark::State& state) {
  const int which = static_cast<int>(state.range(0));
  Position pos = which == 0 ? Position::start(state.range(2) != 0) : position(which);
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, static_cast<int>(state.range(1)));
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SanguoPerft)
    ->Args({0, 3, 1})
    ->Args({0, 4, 1})
    ->Args({0, 4, 0})
    ->Args({1, 3, 1})
    ->Args({2, 3, 1})
    ->Unit(benchmark::kMillisecond);

}  // namespace
