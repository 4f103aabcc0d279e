// An iteration cut short by the limits answers with the best root move it searched to the end:
// the previous iteration's best is searched first, so only a move proved better replaces it.

#include <catch2/catch.hpp>

#include "tests/multiplayer/tree_game.hpp"

#include "search/multiplayer/iterative_deepening.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using testing::TreeGame;
using testing::TreeNode;
using zhuge::search::TranspositionTable;

TreeNode node(int side, Values<3> values, std::vector<int> children = {}) {
  TreeNode n;
  n.side = side;
  n.values = values;
  n.children[std::size_t(side)] = std::move(children);
  return n;
}

// Player 0 chooses A (1), B (2) or C (3); player 1 answers, and player 0 is to move again (a
// hand tree may skip player 2). At depth 1 A looks best (5 against 1 and 0); at depth 2 A falls
// to -3, B holds 2 and C's many answers are all worse than B's.
constexpr int kA = 1, kB = 2;
std::vector<TreeNode> turning_tree() {
  std::vector<TreeNode> t = {node(0, {}, {1, 2, 3}), node(1, {5, -5, 0}, {4}),
                             node(1, {1, -1, 0}, {5}), node(1, {0, 0, 0}, {})};
  t.push_back(node(0, {-3, 3, 0}));  // 4: A's answer
  t.push_back(node(0, {2, -2, 0}));  // 5: B's answer
  for (int i = 0; i < 40; ++i) {     // C's answers
    t[3].children[1].push_back(int(t.size()));
    t.push_back(node(0, {-1 - i % 3, 1, 0}));
  }
  return t;
}

struct Answer {
  int move;
  int depth;
};

// Searches to `depth` at most, stopped once `stop_at` nodes are searched (no stop before the
// first iteration ends; nullopt: never stopped).
SearchOutcome<TreeGame> search(SearchMethod method, int depth,
                               std::optional<std::int64_t> stop_at) {
  TranspositionTable tt(1);
  SearchLimits<TreeGame> limits;
  limits.may_start_iteration = [depth](int d) { return d <= depth; };
  limits.poll_nodes = 1;
  limits.should_stop = [stop_at](std::uint64_t nodes) {
    return stop_at && std::int64_t(nodes) >= *stop_at;
  };
  return iterative_deepening(TreeGame(turning_tree()), method, tt, limits, {});
}

Answer answer(SearchMethod method, std::int64_t stop_at) {
  const auto out = search(method, 2, stop_at);
  REQUIRE(out.best);
  CHECK(out.last.pv.front() == *out.best);
  return {*out.best, out.last.depth};
}

}  // namespace

TEST_CASE("an iteration cut short answers with a better root move it finished", "[multiplayer]") {
  for (const auto algorithm : {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::BrsPlus}) {
    SearchFeatures off;
    off.unfinished_iterations = false;
    CAPTURE(int(algorithm));
    const auto depth1 = search(algorithm, 1, std::nullopt);
    const auto depth2 = search(algorithm, 2, std::nullopt);
    REQUIRE(depth1.best == kA);
    REQUIRE(depth2.best == kB);
    // Every stop within the second iteration: at its first node, its last, or between.
    int answered_b = 0;
    for (std::int64_t stop_at = depth1.last.nodes + 1; stop_at <= depth2.last.nodes; ++stop_at) {
      CAPTURE(stop_at);
      const Answer with = answer(algorithm, stop_at);
      // A until B is searched to the end, B after: never C, whose search was cut.
      CHECK((with.move == kA || with.move == kB));
      if (with.move == kB) {
        CHECK(with.depth == 2);
        ++answered_b;
      }
      const Answer without = answer({algorithm, off}, stop_at);
      CHECK(without.move == kA);
      CHECK(without.depth == 1);
    }
    CHECK(answered_b > 0);
  }
}
