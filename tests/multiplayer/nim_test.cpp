// The generic searches on a game they were not written for, Nim of three and four players, against
// the naive definitions of tests/multiplayer/naive_searches.hpp.

#include <catch2/catch.hpp>

#include "tests/multiplayer/naive_searches.hpp"
#include "tests/multiplayer/nim_game.hpp"
#include "tests/multiplayer/search_to_depth.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using testing::NaiveBrs;
using testing::Nim;
using testing::search_to_depth;

// No pruning that rests on the evaluation or on a pass being no better than a move: Nim is all
// zugzwang. What stays is alpha-beta, its windows and the move ordering.
constexpr SearchFeatures kExact{false, false, false, false, true, false, false};

template <int Players>
void check_against_naive(int heap, int side, int depth, bool use_tt) {
  CAPTURE(Players, heap, side, depth, use_tt);
  Nim<Players> game(heap, side);
  const auto paranoid = search_to_depth(game, {Algorithm::Paranoid, kExact}, depth, use_tt);
  CHECK(paranoid.last.score == testing::naive_paranoid(game, side, depth));
  const auto brs = search_to_depth(game, {Algorithm::Brs, kExact}, depth, use_tt);
  CHECK(brs.last.score == NaiveBrs<Nim<Players>>(game, side).value(depth));
  if (Players == 3) {  // with four, ties that the rule leaves open make the vector order-bound
    const auto maxn = search_to_depth(game, {Algorithm::MaxN, kExact}, depth, use_tt);
    CHECK(maxn.last.values == testing::naive_maxn(game, depth));
  }
}

TEST_CASE("the searches agree with their naive definitions on Nim of three", "[multiplayer]") {
  for (int heap = 1; heap <= 12; ++heap) {
    for (int side = 0; side < 3; ++side) {
      for (int depth = 1; depth <= 6; ++depth) check_against_naive<3>(heap, side, depth, false);
      check_against_naive<3>(heap, side, heap, true);  // solved: the table changes nothing
    }
  }
}

TEST_CASE("the searches agree with their naive definitions on Nim of four", "[multiplayer]") {
  for (int heap = 1; heap <= 11; ++heap) {
    for (int side = 0; side < 4; ++side) {
      for (int depth = 1; depth <= 5; ++depth) check_against_naive<4>(heap, side, depth, false);
      check_against_naive<4>(heap, side, heap, true);
    }
  }
}

TEST_CASE("every algorithm takes the last objects when it can, with four players",
          "[multiplayer]") {
  for (const Algorithm a :
       {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs, Algorithm::BrsPlus}) {
    for (int heap = 1; heap <= Nim<4>::max_take(1); ++heap) {
      CAPTURE(int(a), heap);
      const auto out = search_to_depth(Nim<4>(heap, 1), a, 4);
      REQUIRE(out.best);
      CHECK(*out.best == heap);
      CHECK(out.last.values[1] == kWin - 1);
    }
  }
}

}  // namespace
