// Each algorithm on small hand-made trees, against values worked out by hand (in the comments).

#include <catch2/catch.hpp>

#include "tests/multiplayer/search_to_depth.hpp"
#include "tests/multiplayer/tree_game.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using Values3 = Values<3>;
using testing::search_to_depth;
using testing::TreeGame;
using testing::TreeNode;

TreeNode inner(int side, std::vector<int> children) {
  TreeNode n;
  n.side = side;
  n.children[std::size_t(side)] = std::move(children);
  return n;
}
TreeNode leaf(Values3 v) {
  TreeNode n;
  n.values = v;
  return n;
}

// Player 0 moves, then 1, then 2; leaves 7..14.
std::vector<TreeNode> round_tree() {
  return {inner(0, {1, 2}),  inner(1, {3, 4}),   inner(1, {5, 6}),   inner(2, {7, 8}),
          inner(2, {9, 10}), inner(2, {11, 12}), inner(2, {13, 14}), leaf({4, -2, -2}),
          leaf({-1, 2, -1}), leaf({2, -4, 2}),   leaf({0, 0, 0}),    leaf({3, 0, -3}),
          leaf({6, -3, -3}), leaf({1, 1, -2}),   leaf({-2, 4, -2})};
}

TEST_CASE("paranoid minimises over the coalition on a hand tree", "[multiplayer]") {
  // Node 3: min(4, -1) = -1; node 4: min(2, 0) = 0; node 1: -1. Node 5: 3; node 6: -2; node 2: -2.
  const auto out = search_to_depth(TreeGame(round_tree()), Algorithm::Paranoid, 3);
  CHECK(out.last.score == -1);
  CHECK(out.best == 1);
}

TEST_CASE("max-n lets each player maximise its own value on a hand tree", "[multiplayer]") {
  // Node 3 (player 2): leaf 8 (-1,2,-1); node 4: leaf 9 (2,-4,2); node 1 (player 1): leaf 8.
  // Node 5: tie at -3, the one worse for player 0: leaf 11 (3,0,-3). Node 6: tie at -2, leaf 14.
  // Node 2 (player 1): 4 > 0, leaf 14 (-2,4,-2). Root: -1 > -2, node 1.
  const auto out = search_to_depth(TreeGame(round_tree()), Algorithm::MaxN, 3);
  CHECK(out.last.values == Values3{-1, 2, -1});
  CHECK(out.best == 1);
}

TEST_CASE("max-n breaks a tie against the next player, not by move order", "[multiplayer]") {
  const auto out = search_to_depth(TreeGame(round_tree(), 6), Algorithm::MaxN, 1);
  CHECK(out.last.values == Values3{-2, 4, -2});
  CHECK(out.best == 14);
}

// Player 0 moves to 1 or 2 (player 1 to move). There, player 1's moves lead to 3, 4 / 7, 8
// (player 2 to move, with its moves below them); if player 1 passes, player 2's are 5, 6 / 9, 10.
std::vector<TreeNode> best_reply_tree() {
  auto v = [](int root) { return Values3{root, 0, -root}; };
  std::vector<TreeNode> t(19);
  t[0] = inner(0, {1, 2});
  t[1] = inner(1, {3, 4});
  t[1].children[2] = {5, 6};
  t[2] = inner(1, {7, 8});
  t[2].children[2] = {9, 10};
  const std::array<std::pair<int, int>, 4> x = {{{3, 5}, {4, 3}, {7, 2}, {8, 6}}};
  const std::array<std::vector<int>, 4> below = {{{11, 12}, {13, 14}, {15, 16}, {17, 18}}};
  for (std::size_t i = 0; i < x.size(); ++i) {
    t[std::size_t(x[i].first)] = inner(2, below[i]);
    t[std::size_t(x[i].first)].values = v(x[i].second);
  }
  const std::array<std::pair<int, int>, 12> leaves = {{{5, 4},
                                                       {6, 1},
                                                       {9, 7},
                                                       {10, 3},
                                                       {11, 5},
                                                       {12, 2},
                                                       {13, 4},
                                                       {14, -3},
                                                       {15, 3},
                                                       {16, 4},
                                                       {17, 6},
                                                       {18, 1}}};
  for (const auto& [node, value] : leaves) t[std::size_t(node)] = leaf(v(value));
  return t;
}

TEST_CASE("BRS takes the best reply of either rival, the other passing", "[multiplayer]") {
  // Node 1: min(5, 3 after player 2 passes; 4, 1 after player 1 passes) = 1. Node 2: min(2, 6,
  // 7, 3) = 2. Root: 2 by node 2.
  const auto out = search_to_depth(TreeGame(best_reply_tree()), Algorithm::Brs, 2);
  CHECK(out.last.score == 2);
  CHECK(out.best == 2);
}

TEST_CASE("BRS+ lets the other rival play its first ordered move", "[multiplayer]") {
  // Node 1: player 1 searches (3 then 11: 5; 4 then 13: 4) or plays 3 and player 2 searches
  // (11: 5, 12: 2): 2. Node 2: 7/15: 3, 8/17: 6, 7 then 15/16: 3, 4: 3. Root: 3 by node 2.
  const auto out = search_to_depth(TreeGame(best_reply_tree()), Algorithm::BrsPlus, 2);
  CHECK(out.last.score == 3);
  CHECK(out.best == 2);
}

TEST_CASE("BRS plays a forced move of the rival that would pass", "[multiplayer]") {
  // Node 1: player 1 plays 3, where player 2's only move leads to 5 (1, not node 3's own 10 that
  // a pass would give), or 4, where player 2 passes (6); or player 1 passes and player 2 plays
  // 6 (7) or 7 (8): min = 1. Node 2 has no move: 3. Root: 3 by node 2 (a pass at 3 would give 6).
  std::vector<TreeNode> t = {inner(0, {1, 2}), inner(1, {3, 4}), leaf({3, 0, -3}),
                             inner(2, {5}),    inner(2, {6, 7}), leaf({1, 0, -1}),
                             leaf({7, 0, -7}), leaf({8, 0, -8})};
  t[1].children[2] = {6, 7};
  t[2].side = 1;
  t[3].values = {10, 0, -10};
  t[4].values = {6, 0, -6};
  const auto out = search_to_depth(TreeGame(t), Algorithm::Brs, 2);
  CHECK(out.last.score == 3);
  CHECK(out.best == 2);
}

TEST_CASE("a defeat weighs more the sooner it comes", "[multiplayer]") {
  // Player 1 falls on the move to 1 (ply 1) or on the move from 2 to 4 (ply 2). Leaf 3 is worth
  // less than leaf 4 to player 0 by its evaluation, but the earlier defeat adds
  // kDefeatTempo × (kDefeatHorizon - 1) = 1500 for each player left, the later one 1400, and the
  // victim gets -kWin + the ply of its defeat: node 1 gives (3600, -29999, 3400), node 2
  // (3550, -29998, 3250).
  std::vector<TreeNode> t = {inner(0, {1, 2}), inner(2, {3}), inner(1, {4}),
                             leaf({2100, -kWin, 1900}), leaf({2150, -kWin, 1850})};
  for (const int i : {1, 3, 4}) t[std::size_t(i)].in_play = 0b101;
  const auto maxn = search_to_depth(TreeGame(t), Algorithm::MaxN, 2);
  CHECK(maxn.last.values == Values3{3600, -29999, 3400});
  CHECK(maxn.best == 1);
  const auto paranoid = search_to_depth(TreeGame(t), Algorithm::Paranoid, 2);
  CHECK(paranoid.last.score == 3600);
  CHECK(paranoid.best == 1);
}

TEST_CASE("paranoid on the best-reply tree searches every turn", "[multiplayer]") {
  // Node 1: min(5, 2, 4, -3) = -3; node 2: min(3, 4, 6, 1) = 1. Root: 1 by node 2.
  const auto out = search_to_depth(TreeGame(best_reply_tree()), Algorithm::Paranoid, 3);
  CHECK(out.last.score == 1);
  CHECK(out.best == 2);
}

TEST_CASE("a repetition inside the tree is scored as a draw", "[multiplayer]") {
  // 0 -> 1 -> 2 -> 0 repeats the root (a draw, 0); 0 -> 4 -> 5 -> 6 ends at -5. The root's own
  // evaluation, -10, would be reached again without the repetition rule.
  std::vector<TreeNode> t = {inner(0, {1, 4}), inner(1, {2}), inner(2, {0}),   leaf({}),
                             inner(1, {5}),    inner(2, {6}), leaf({-5, 0, 5})};
  t[0].values = {-10, 5, 5};
  for (Algorithm a : {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::BrsPlus}) {
    CAPTURE(algorithm_name(a));
    const auto out = search_to_depth(TreeGame(t), a, 3);
    CHECK(out.last.score == 0);
    CHECK(out.best == 1);
  }
}

}  // namespace
