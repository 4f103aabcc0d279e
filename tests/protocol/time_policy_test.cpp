// GameAwareTime: the time manager's scaled soft deadline, the two games' policies, and the
// root contest that the luzhanqi policy reads.

#include "protocol/luzhanqi/time_policy.hpp"
#include "protocol/sanguo/time_policy.hpp"

#include <catch2/catch.hpp>
#include <chrono>

#include "engine/luzhanqi/movegen.hpp"
#include "protocol/time_manager.hpp"
#include "search/luzhanqi/mcts_search.hpp"

using namespace zhuge::protocol;
using std::chrono::milliseconds;

namespace {

// A budget for 30 s on red's clock, with `movetime_ms` too if given, or infinite.
SearchBudget clock_budget(std::optional<std::int64_t> movetime_ms = {}, bool infinite = false) {
  GoLimits limits;
  limits.movetime_ms = movetime_ms;
  limits.infinite = infinite;
  limits.time_ms[0] = 30000;
  return plan_search(limits, Seat::Red, 0, 30);
}

// The soft deadline's distance from a start 0 ms ago, in ms (rounded down by the clock reads).
long soft_ms(const TimeManager& manager) {
  return long(manager.until_soft_deadline()->count());
}

}  // namespace

TEST_CASE("only a clock's budget is flexible", "[protocol][time]") {
  CHECK(clock_budget().flexible);
  CHECK_FALSE(clock_budget(500).flexible);
  CHECK_FALSE(clock_budget({}, true).flexible);
}

TEST_CASE("scale_soft moves a flexible soft deadline, never past the hard one",
          "[protocol][time]") {
  TimeManager manager;
  const SearchBudget budget{
      .soft = milliseconds(1000), .hard = milliseconds(3000), .flexible = true};
  manager.start(budget);
  CHECK(soft_ms(manager) > 990);
  manager.scale_soft(2.0);
  CHECK(soft_ms(manager) > 1990);
  CHECK(soft_ms(manager) <= 2000);
  manager.scale_soft(0.5);
  CHECK(soft_ms(manager) <= 500);
  CHECK(soft_ms(manager) > 490);
  manager.scale_soft(10.0);
  CHECK(soft_ms(manager) <= 3000);
  CHECK(soft_ms(manager) > 2990);
  // A new search plans from its own budget again.
  manager.start(budget);
  CHECK(soft_ms(manager) <= 1000);
}

TEST_CASE("scale_soft leaves a movetime budget alone", "[protocol][time]") {
  TimeManager manager;
  manager.start(SearchBudget{.soft = milliseconds(1000), .hard = milliseconds(1000)});
  manager.scale_soft(0.5);
  CHECK(soft_ms(manager) > 990);
}

TEST_CASE("a factor set while pondering applies from the ponderhit", "[protocol][time]") {
  TimeManager manager;
  manager.start(
      SearchBudget{.soft = milliseconds(1000), .hard = milliseconds(4000), .flexible = true},
      TimeManager::Clock::now() - milliseconds(5000), true);
  manager.scale_soft(1.5);
  CHECK_FALSE(manager.until_soft_deadline());
  manager.ponderhit();
  CHECK(soft_ms(manager) > 1490);
  CHECK(soft_ms(manager) <= 1500);
}

TEST_CASE("luzhanqi: an opening flip needs less time, a close attack more", "[protocol][time]") {
  CHECK(luzhanqi_soft_factor({.best_is_flip = true, .lead = 0.1, .face_down = 46}) ==
        kMinSoftFactor);
  // Later, a flip is weighed like any action.
  CHECK(luzhanqi_soft_factor({.best_is_flip = true, .lead = 0.6, .face_down = 12}) == 1.0);
  CHECK(luzhanqi_soft_factor({.best_is_flip = true, .lead = 0.1, .face_down = 12}) == 1.5);
  CHECK(luzhanqi_soft_factor({.best_attacks = true, .lead = 0.1, .face_down = 12}) ==
        kMaxSoftFactor);
  CHECK(luzhanqi_soft_factor({.best_attacks = true, .lead = 0.9, .face_down = 12}) == 1.0);
  CHECK(luzhanqi_soft_factor({.lead = 0.0, .face_down = 40}) == 1.5);
}

TEST_CASE("sanguo: a falling score or a new best move needs more time, a steady one less",
          "[protocol][time]") {
  SanguoTimeTrend trend;
  for (int depth = 1; depth <= 3; ++depth) trend.add_iteration(-500 * depth, 7);
  CHECK(trend.soft_factor() == 1.0);  // too shallow to count
  trend.add_iteration(-1500, 7);
  CHECK(trend.soft_factor() == 0.75);  // the same move for three iterations, no fall
  trend.add_iteration(-1575, 7);
  CHECK(trend.soft_factor() == Approx(1.5));  // fell by 75 cp
  trend.add_iteration(-2000, 9);
  CHECK(trend.soft_factor() == kMaxSoftFactor);  // fell by 425 cp, and a new best move
  trend.add_iteration(-1900, 9);
  CHECK(trend.soft_factor() == 1.0);  // rose, the move stood one iteration
  trend.add_iteration(-1900, 4);
  CHECK(trend.soft_factor() == 1.25);  // a new best move
}

TEST_CASE("the root contest names the most visited action and its lead", "[ismcts][time]") {
  using namespace zhuge::search::luzhanqi;
  Tree tree(std::size_t(8) << 20);
  auto pos = zhuge::luzhanqi::Position::start();
  for (const char* a : {"c3c3M", "a1a1k"}) pos.make(*zhuge::luzhanqi::parse_action(a));
  tree.reset(pos);
  CHECK_FALSE(tree.root_contest().best);
  SearchControl control;
  control.max_iterations = 3000;
  RootContest polled;
  control.on_contest = [&](const RootContest& c) { polled = c; };
  zhuge::Rng rng(3);
  search_ismcts(tree, {}, control, rng);
  const RootContest contest = tree.root_contest();
  REQUIRE(contest.best);
  CHECK(*contest.best == *tree.best_action());
  CHECK(polled.best);  // asked during the search
  // The lead by the root's visits, computed here the long way.
  const Edge* best = tree.best_edge();
  std::uint32_t rival = 0;
  for (const Edge& e : tree.edges(tree.root())) {
    if (&e != best && tree.proof(e) != Proof::Loss) rival = std::max(rival, tree.visits(e));
  }
  const double lead = double(tree.visits(*best) - rival) / double(tree.visits(*best));
  CHECK(contest.lead == Approx(lead));
  CHECK(contest.lead >= 0.0);
  CHECK(contest.lead <= 1.0);
}
