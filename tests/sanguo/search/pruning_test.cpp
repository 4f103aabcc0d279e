// Paranoid's enhancements: where the pruning must not prune (a general that one move would
// expose), that each one shrinks the tree, and that null-window scouts change no value.

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "search/sanguo/sanguo_search.hpp"
#include "tests/multiplayer/tree_game.hpp"
#include "tests/sanguo/search/search_helpers.hpp"

namespace {

using namespace zhuge::search;
using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Kingdom;
using zhuge::sanguo::MoveList;
using zhuge::sanguo::Position;
using zhuge::search::sanguo::testing::search_to_depth;
using zhuge::search::sanguo::testing::settled_position;

// Whether some reply of the next kingdom lets the one after it take the general of `k` at once.
bool exposed_in_two(const Position& pos, Kingdom k) {
  MoveList replies;
  zhuge::sanguo::generate_legal(pos, replies);
  for (const auto reply : replies) {
    Position after = pos;
    after.make(reply);
    MoveList takes;
    zhuge::sanguo::generate_legal_captures(after, takes);
    for (const auto take : takes) {
      if (take.to == after.general(k)) return true;
    }
  }
  return false;
}

constexpr std::array kPruning = {
    &SearchFeatures::null_move, &SearchFeatures::futility, &SearchFeatures::late_move_pruning,
    &SearchFeatures::late_move_reductions, &SearchFeatures::static_cut};

// Only the one enhancement on (or none).
SearchFeatures only(bool SearchFeatures::*member) {
  SearchFeatures f;
  for (const auto m : kPruning) f.*m = false;
  f.principal_variation = f.history_malus = false;
  if (member) f.*member = true;
  return f;
}

TEST_CASE("paranoid's pruning keeps a general that one coalition move would expose",
          "[sanguo-search]") {
  // Wu's horse on re4 is all that stands between Wei's chariot on be3 and Shu's general on re1
  // (the e-files meet at the triangle). Wu has many quiet moves, and the horse's move that opens
  // the file is one: a move of Shu that keeps the general on the file loses it two plies on.
  const Position pos =
      settled_position("9/4gH4/9/rR8/4rK4|9/9/8gR/9/1gC1gK5|9/9/4bR4/9/3bK5 r rgb 0 1");
  REQUIRE_FALSE(zhuge::sanguo::in_check(pos, Kingdom::Shu));
  MoveList moves;
  zhuge::sanguo::generate_legal(pos, moves);
  int losing = 0;
  for (const auto m : moves) {
    Position after = pos;
    after.make(m);
    losing += exposed_in_two(after, Kingdom::Shu);
  }
  REQUIRE(losing > 0);
  const zhuge::eval::sanguo::Evaluator eval;
  const SanguoSearchGame game(pos, eval);
  for (int depth = 2; depth <= 6; ++depth) {
    SearchFeatures all;
    for (const auto features : {all, only(kPruning[0]), only(kPruning[1]), only(kPruning[2]),
                                only(kPruning[3]), only(kPruning[4])}) {
      CAPTURE(depth, features.null_move, features.futility, features.late_move_pruning,
              features.static_cut);
      const auto out = search_to_depth(game, {Algorithm::Paranoid, features}, depth);
      REQUIRE(out.best);
      Position after = pos;
      after.make(*out.best);
      CHECK_FALSE(exposed_in_two(after, Kingdom::Shu));
      CHECK(out.last.score > -kWin + 3);  // not defeated on the third ply
    }
  }
}

TEST_CASE("pruning near the leaves searches a move that puts a general in danger",
          "[sanguo-search]") {
  // The root's one move leads to node 1, where the coalition has 30 quiet moves to leaves worth
  // 0 to the root, but the last leads to one worth -5000 (a general taken). Node 1's evaluation,
  // 1000, makes every move after the first futile, and late move pruning skips those after
  // the twelfth; the last is searched all the same when it leaves a general in danger.
  using multiplayer::testing::TreeGame;
  using multiplayer::testing::TreeNode;
  std::vector<TreeNode> t(32);
  t[0].children[0] = {1};
  t[1].side = 1;
  t[1].values = {1000, -500, -500};
  for (int child = 2; child < 32; ++child) t[1].children[1].push_back(child);
  t[31].values = {-5000, 2500, 2500};
  for (const bool danger : {true, false}) {
    t[31].danger = danger;
    for (const auto member : {&SearchFeatures::futility, &SearchFeatures::late_move_pruning}) {
      CAPTURE(danger, member == &SearchFeatures::futility);
      const auto out = search_to_depth(TreeGame(t), {Algorithm::Paranoid, only(member)}, 2);
      CHECK((out.last.score == -5000) == danger);
    }
  }
}

TEST_CASE("the static cut trusts the evaluation only where no general is in danger",
          "[sanguo-search]") {
  // At node 2 the coalition has searched node 3 (worth 0 to the root), so beta is 0 at node 4,
  // the root's turn two plies from the leaves. Node 4's evaluation, 3000, is far above beta, but
  // its one move leads to a general lost (-5000). The static cut returns the evaluation unless
  // a general stands attacked at node 4; without it the loss is found.
  using multiplayer::testing::TreeGame;
  using multiplayer::testing::TreeNode;
  std::vector<TreeNode> t(7);
  t[0].children[0] = {1};
  t[1].side = 1;
  t[1].children[1] = {2};
  t[2].side = 2;
  t[2].children[2] = {3, 4};
  t[3].children[0] = {5};
  t[4].values = {3000, -1500, -1500};
  t[4].children[0] = {6};
  t[5].side = t[6].side = 1;
  t[6].values = {-5000, 2500, 2500};
  for (const bool danger : {false, true}) {
    t[4].danger = danger;
    CAPTURE(danger);
    const auto cut = search_to_depth(TreeGame(t), {Algorithm::Paranoid, only(kPruning[4])}, 5);
    CHECK(cut.last.score == (danger ? -5000 : 0));
    const auto full = search_to_depth(TreeGame(t), {Algorithm::Paranoid, only(nullptr)}, 5);
    CHECK(full.last.score == -5000);
  }
}

TEST_CASE("each of paranoid's prunings shrinks the tree from the start", "[sanguo-search]") {
  const zhuge::eval::sanguo::Evaluator eval;
  const SanguoSearchGame game(Position::start(true), eval);
  const auto none = search_to_depth(game, {Algorithm::Paranoid, only(nullptr)}, 6).last.nodes;
  for (const auto member : kPruning) {
    CHECK(search_to_depth(game, {Algorithm::Paranoid, only(member)}, 6).last.nodes < none);
  }
}

TEST_CASE("null-window scouts change no value without the table", "[sanguo-search]") {
  const zhuge::eval::sanguo::Evaluator eval;
  zhuge::Rng rng(11);
  Position pos = Position::start(true);
  for (int sample = 0; sample < 4; ++sample) {
    for (int ply = 0; ply < 6 && !pos.result(); ++ply) {
      MoveList moves;
      zhuge::sanguo::generate_legal(pos, moves);
      pos.make(moves[int(rng.below(std::uint64_t(moves.size())))]);
    }
    if (pos.result()) break;
    const SanguoSearchGame game(pos, eval);
    const auto full = search_to_depth(game, {Algorithm::Paranoid, only(nullptr)}, 5, false);
    CAPTURE(sample);
    CHECK(search_to_depth(game, {Algorithm::Paranoid, only(&SearchFeatures::principal_variation)},
                          5, false)
              .last.score == full.last.score);
  }
}

}  // namespace
