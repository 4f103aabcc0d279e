// Forced outcomes on Sanguo positions, found by every algorithm, and the table's neutrality.

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "search/sanguo/sanguo_search.hpp"
#include "tests/sanguo/search/search_helpers.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Position;
using zhuge::search::sanguo::testing::search_to_depth;
using zhuge::search::sanguo::testing::settled_position;

constexpr std::array kAlgorithms = {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs,
                                    Algorithm::BrsPlus};

std::string best_move(const Position& pos, Algorithm a, int depth) {
  const zhuge::eval::sanguo::Evaluator eval;
  const auto out = search_to_depth(SanguoSearchGame(pos, eval), a, depth);
  REQUIRE(out.best);
  return zhuge::sanguo::to_string(*out.best);
}

TEST_CASE("every algorithm finds a mate in one", "[sanguo-search]") {
  // Shu's chariots on Wu's ranks 2 and 3: gi3gi1 checks along rank 1, and Wu's general has no
  // step (ge2 on rank 2, gf1 on rank 1, gd1 also faces Shu's general on rf1), so Wu is defeated
  // at once (as does ga2gf2, which takes gf1 and ge2 without a check).
  const Position pos = settled_position("9/9/9/9/5rK3|9/9/8rR/rR8/4gK4|9/9/9/9/5bK3 r rgb 0 1");
  for (int depth : {1, 2, 3}) {
    for (Algorithm a : kAlgorithms) {
      CAPTURE(depth, algorithm_name(a));
      Position after = pos;
      after.make(*zhuge::sanguo::parse_move(pos, best_move(pos, a, depth)));
      CHECK_FALSE(after.in_play(zhuge::sanguo::Kingdom::Wu));
    }
  }
}

TEST_CASE("every algorithm takes a general that a third kingdom exposed", "[sanguo-search]") {
  // Wu's chariot on re4 shields Shu's general from Wei's chariot on be3 (the e-files meet at the
  // triangle); Wu moves it aside, and Wei takes Shu's general and its army.
  Position pos = settled_position("9/4gR4/9/9/4rK4|9/9/9/9/3gK5|9/9/4bR4/9/3bK5 g rgb 0 1");
  pos.make(*zhuge::sanguo::parse_move(pos, "re4ra4"));
  for (int depth : {1, 2, 3}) {
    for (Algorithm a : kAlgorithms) {
      CAPTURE(depth, algorithm_name(a));
      CHECK(best_move(pos, a, depth) == "be3re1");
    }
  }
}

TEST_CASE("the table changes no value at a fixed depth", "[sanguo-search]") {
  const zhuge::eval::sanguo::Evaluator eval;
  // Paranoid's pruning depends on the move order, which the table's hash moves change; without it
  // the table may change no value.
  SearchFeatures exact;
  exact.late_move_reductions = exact.null_move = exact.futility = exact.late_move_pruning =
      exact.static_cut = false;
  zhuge::Rng rng(7);
  Position pos = Position::start(true);
  for (int sample = 0; sample < 6; ++sample) {
    for (int ply = 0; ply < 7 && !pos.result(); ++ply) {
      zhuge::sanguo::MoveList moves;
      zhuge::sanguo::generate_legal(pos, moves);
      pos.make(moves[int(rng.below(std::uint64_t(moves.size())))]);
    }
    if (pos.result()) break;
    for (Algorithm a : kAlgorithms) {
      CAPTURE(sample, algorithm_name(a));
      const SanguoSearchGame game(pos, eval);
      const auto with = search_to_depth(game, {a, exact}, 2, true);
      const auto without = search_to_depth(game, {a, exact}, 2, false);
      CHECK(with.last.score == without.last.score);
    }
  }
}

TEST_CASE("late move reductions shrink the paranoid tree, and only when on", "[sanguo-search]") {
  const zhuge::eval::sanguo::Evaluator eval;
  const SanguoSearchGame game(Position::start(true), eval);
  SearchFeatures off;
  off.late_move_reductions = false;
  const auto reduced = search_to_depth(game, Algorithm::Paranoid, 4);
  const auto full = search_to_depth(game, {Algorithm::Paranoid, off}, 4);
  CHECK(reduced.last.nodes < full.last.nodes);
  // The other algorithms ignore the option.
  CHECK(search_to_depth(game, Algorithm::Brs, 3).last.nodes ==
        search_to_depth(game, {Algorithm::Brs, off}, 3).last.nodes);
}

}  // namespace

TEST_CASE("A search out of time before it starts still finishes depth 1", "[sanguo-search]") {
  const auto pos = Position::start(true);
  SanguoSearchParams params;
  zhuge::search::TranspositionTable tt(4);
  SanguoLimits unlimited;
  unlimited.may_start_iteration = [](int depth) { return depth <= 1; };
  const auto depth_one = search_sanguo(pos, params, tt, unlimited, {});
  SanguoLimits late;  // every limit already reached, as after a slow start on a loaded machine
  late.should_stop = [](std::uint64_t) { return true; };
  late.may_start_iteration = [](int) { return false; };
  tt.clear();
  const auto outcome = search_sanguo(pos, params, tt, late, {});
  CHECK(outcome.last.depth == 1);
  REQUIRE(outcome.best);
  CHECK(*outcome.best == *depth_one.best);
}
