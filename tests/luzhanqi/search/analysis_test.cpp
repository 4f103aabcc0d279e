// MultiPV lines, searchmoves and the draw share of the Luzhanqi searches.

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "search/luzhanqi/mcts_search.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge;
using namespace zhuge::luzhanqi;
using namespace zhuge::search::luzhanqi;
namespace mcts = zhuge::search::mcts;

namespace {

// The start after two flips: many flips and a few moves to choose from.
Position midgame() {
  Position pos = Position::start();
  for (const char* a : {"c3c3M", "a1a1k"}) pos.make(*parse_action(a));
  return pos;
}

// Four plies before the move limit, two pieces each, the companies (K, k) far apart off the
// railways: nothing can be taken in time, so the game ends drawn.
const std::string kQuietDraw =
    test::board_field({{"b1", 'F'}, {"c1", 'K'}, {"b12", 'f'}, {"c12", 'k'}}) + " r - 116 300";
// The same with a third red piece, a landmine: red wins at the limit.
const std::string kQuietWin =
    test::board_field({{"b1", 'F'}, {"a1", 'L'}, {"c1", 'K'}, {"b12", 'f'}, {"c12", 'k'}}) +
    " r - 116 300";

constexpr std::size_t kPoolBytes = std::size_t(8) << 20;

SearchOutcome run(Tree& tree, std::uint64_t iterations, int multipv,
                  std::vector<Action> root_moves = {}) {
  SearchControl control;
  control.max_iterations = iterations;
  control.multipv = multipv;
  control.root_moves = std::move(root_moves);
  Rng rng(5);
  return search_ismcts(tree, {}, control, rng);
}

std::size_t legal_count(const Position& pos) {
  ActionList list;
  generate_actions(pos, list);
  return std::size_t(list.size());
}

}  // namespace

TEST_CASE("ISMCTS MultiPV lines are distinct root actions ranked by visits", "[ismcts][multipv]") {
  Tree tree(kPoolBytes);
  tree.reset(midgame());
  const SearchOutcome out = run(tree, 4000, 4);
  const auto& lines = out.report.lines;
  REQUIRE(lines.size() == 4);
  CHECK(lines[0].action == *out.best);
  CHECK(lines[0].pv == out.report.pv);
  std::set<std::pair<int, int>> actions;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    actions.insert({lines[i].action.from, lines[i].action.to});
    CHECK(lines[i].pv.front() == lines[i].action);
    CHECK(lines[i].visits > 0);
    if (i > 0) CHECK(lines[i - 1].visits >= lines[i].visits);
  }
  CHECK(actions.size() == 4);
}

TEST_CASE("ISMCTS MultiPV at the number of root actions lists every one, flips as chosen",
          "[ismcts][multipv]") {
  const Position pos = midgame();
  Tree tree(kPoolBytes);
  tree.reset(pos);
  const SearchOutcome out = run(tree, 3000, 1000);
  const auto& lines = out.report.lines;
  REQUIRE(lines.size() == legal_count(pos));
  std::set<std::pair<int, int>> actions;
  bool flips = false;
  for (const auto& line : lines) {
    actions.insert({line.action.from, line.action.to});
    CHECK(is_legal(pos, line.action, false));
    flips |= line.action.is_flip();
  }
  CHECK(actions.size() == lines.size());
  CHECK(flips);
}

TEST_CASE("ISMCTS searchmoves searches only the given root actions", "[ismcts][multipv]") {
  const Position pos = midgame();
  ActionList legal;
  generate_actions(pos, legal);
  REQUIRE(legal.size() > 5);
  const std::vector<Action> allowed{legal[legal.size() - 1], legal[2]};
  Tree tree(kPoolBytes);
  tree.reset(pos);
  const SearchOutcome out = run(tree, 2000, 5, allowed);
  REQUIRE(out.best);
  CHECK(std::count(allowed.begin(), allowed.end(), *out.best) == 1);
  CHECK(tree.edges(tree.root()).size() == 2);
  REQUIRE(out.report.lines.size() == 2);
  for (const auto& line : out.report.lines) {
    CHECK(std::count(allowed.begin(), allowed.end(), line.action) == 1);
  }
}

TEST_CASE("pimc honours searchmoves and ranks its votes", "[ismcts][multipv]") {
  const Position pos = midgame();
  ActionList legal;
  generate_actions(pos, legal);
  const std::vector<Action> allowed{legal[legal.size() - 1], legal[legal.size() - 2]};
  SearchControl control;
  control.max_iterations = 2000;
  control.multipv = 3;
  control.root_moves = allowed;
  Rng rng(3);
  const SearchOutcome out = search_pimc(pos, {}, kPoolBytes, control, rng);
  REQUIRE(out.best);
  CHECK(std::count(allowed.begin(), allowed.end(), *out.best) == 1);
  REQUIRE_FALSE(out.report.lines.empty());
  CHECK(out.report.lines.size() <= 2);
  CHECK(out.report.lines[0].action == *out.best);
  for (const auto& line : out.report.lines) {
    CHECK(std::count(allowed.begin(), allowed.end(), line.action) == 1);
  }
}

TEST_CASE("ISMCTS estimates draws near the move limit with equal material", "[ismcts][multipv]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kQuietDraw));
  const SearchOutcome drawn = run(tree, 3000, 1);
  REQUIRE(drawn.report.lines.size() == 1);
  CHECK(drawn.report.lines[0].draw > 0.5f);
  CHECK(std::abs(drawn.report.lines[0].value) < 0.5f);

  tree.reset(test::position(kQuietWin));
  const SearchOutcome won = run(tree, 3000, 1);
  REQUIRE(won.report.lines.size() == 1);
  CHECK(won.report.lines[0].draw < 0.1f);
}

TEST_CASE("the draw share keeps win + draw / 2 the expected score", "[ismcts][multipv]") {
  constexpr float kPrior = MctsGame::kPriorDrawShare;
  for (const float value : {-1.0f, -0.6f, 0.0f, 0.3f, 1.0f}) {
    for (const float observed : {0.0f, 0.01f, 0.5f, 1.0f}) {
      const float d = mcts::draw_share(observed, value, kPrior);
      const float room = 1.0f - std::abs(value);
      CHECK(d >= kPrior * room - 1e-6f);
      CHECK(d <= room + 1e-6f);  // win = (1 + value - d) / 2 and loss stay >= 0
    }
  }
  CHECK(mcts::draw_share(0.0f, 0.0f, kPrior) == Approx(kPrior));
  CHECK(mcts::draw_share(0.8f, 0.0f, kPrior) == Approx(0.8f));
}

TEST_CASE("A tree whose root searchmoves restricted is not reused", "[ismcts][multipv]") {
  const Position pos = midgame();
  ActionList legal;
  generate_actions(pos, legal);
  ReusedTree reused;
  Tree& whole = reused.prepare(std::nullopt, {}, pos, kPoolBytes, true);
  run(whole, 500, 1);
  const Tree& again = reused.prepare(std::nullopt, {}, pos, kPoolBytes, true);
  CHECK(reused.reused());  // the same position again: the tree goes on
  CHECK(again.node(again.root()).visits > 0);

  Tree& restricted = reused.prepare(std::nullopt, {}, pos, kPoolBytes, true, true);
  CHECK_FALSE(reused.reused());
  run(restricted, 500, 1, {legal[0]});
  REQUIRE(restricted.edges(restricted.root()).size() == 1);
  // The next search, with every action allowed, must not inherit the one-edge root.
  Tree& next = reused.prepare(std::nullopt, {}, pos, kPoolBytes, true);
  CHECK_FALSE(reused.reused());
  run(next, 500, 1);
  Tree fresh(kPoolBytes);
  fresh.reset(pos);
  run(fresh, 500, 1);
  CHECK(next.edges(next.root()).size() == fresh.edges(fresh.root()).size());
  CHECK(next.edges(next.root()).size() > 1);
}
