// Strength levels: the budget and temperature schedules, the temperature draw, the UCI_Elo map
// and luzhanqi's pick among the root actions.

#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <map>
#include <vector>

#include "search/luzhanqi/strength_level.hpp"

using namespace zhuge;
using namespace zhuge::search;
namespace lzs = zhuge::search::luzhanqi;

namespace {

// Root lines ranked best first with these visits, each a distinct action.
std::vector<lzs::RootLine> lines_with_visits(const std::vector<std::uint32_t>& visits) {
  std::vector<lzs::RootLine> lines;
  for (std::size_t i = 0; i < visits.size(); ++i) {
    lzs::RootLine line;
    line.action = lzs::Action{};
    line.visits = visits[i];
    lines.push_back(line);
  }
  return lines;
}

// How often each index is drawn in `draws` picks.
template <typename Pick>
std::map<std::size_t, int> histogram(int draws, Pick pick) {
  std::map<std::size_t, int> counts;
  for (int i = 0; i < draws; ++i) ++counts[pick()];
  return counts;
}

}  // namespace

TEST_CASE("levels: a level's budget is its entry, a fractional one between two on a log scale",
          "[levels]") {
  LevelScale scale{{}, geometric_temperatures(1.0, 0.5)};
  for (int level = 0; level < kCappedLevels; ++level) {
    scale.budgets[std::size_t(level)] = 10u << level;  // doubling at each level
  }
  CHECK(level_budget(scale, {0}) == 10);
  CHECK(level_budget(scale, {7}) == 1280);
  CHECK(level_budget(scale, {19}) == 10u << 19);
  CHECK(level_budget(scale, {2.5}) == 57);        // 40 * sqrt(2), rounded
  CHECK(level_budget(scale, {19.5}) == 7414552);  // the last ratio goes on: 5242880 * sqrt(2)
  CHECK(level_budget(scale, {-1}) == 10);         // never below level 0's
  for (int tenth = 1; tenth < 200; ++tenth) {     // rising with the level
    CHECK(level_budget(scale, {tenth / 10.0}) >= level_budget(scale, {(tenth - 1) / 10.0}));
  }
  CHECK(level_temperature(scale, {0}) == Approx(1.0));
  CHECK(level_temperature(scale, {3}) == Approx(0.125));
  CHECK(level_temperature(scale, {3.5}) == Approx(0.125 / std::sqrt(2.0)));
  CHECK(level_temperature(scale, {19.5}) == Approx(std::pow(0.5, 19.5)));
}

TEST_CASE("levels: luzhanqi's budgets rise with the level", "[levels][ismcts]") {
  const auto& budgets = lzs::kLevelScale.budgets;
  for (std::size_t level = 1; level < budgets.size(); ++level) {
    CHECK(budgets[level] > budgets[level - 1]);
  }
}

TEST_CASE("levels: a temperature draw follows exp(utility / temperature)", "[levels]") {
  Rng rng(11);
  const std::array<double, 3> utilities = {1.0, 0.0, -50.0};
  const auto counts = histogram(20000, [&] { return pick_with_temperature(utilities, 1.0, rng); });
  // exp(1) : exp(0) = 0.731 : 0.269; exp(-51) never.
  CHECK(counts.at(0) / 20000.0 == Approx(0.731).margin(0.02));
  CHECK(counts.at(1) / 20000.0 == Approx(0.269).margin(0.02));
  CHECK_FALSE(counts.contains(2));
  for (int i = 0; i < 100; ++i) CHECK(pick_with_temperature(utilities, 0.0, rng) == 0);
}

TEST_CASE("levels: UCI_Elo maps onto the ladder linearly between its rungs", "[levels]") {
  const std::array ladder = {LadderPoint{0, 100}, LadderPoint{5, 600}, LadderPoint{20, 1200}};
  CHECK(level_for_elo(ladder, 100).level == Approx(0.0));
  CHECK(level_for_elo(ladder, 350).level == Approx(2.5));
  CHECK(level_for_elo(ladder, 600).level == Approx(5.0));
  CHECK(level_for_elo(ladder, 900).level == Approx(12.5));
  CHECK(level_for_elo(ladder, 1200).full());
  // Beyond the ladder (another game's range): its ends.
  CHECK(level_for_elo(ladder, 40).level == Approx(0.0));
  CHECK(level_for_elo(ladder, 2500).full());
}

TEST_CASE("levels: luzhanqi picks among its most visited root actions", "[levels][ismcts]") {
  Rng rng(5);
  const auto lines = lines_with_visits({400, 300, 200, 100, 90, 80, 1});
  const auto counts = histogram(4000, [&] { return lzs::level_pick(lines, 1.0, rng); });
  // Temperature 1 weighs by visits among the four most visited: 0.4, 0.3, 0.2, 0.1.
  CHECK(counts.size() == lzs::kLevelCandidates);
  CHECK(counts.rbegin()->first == lzs::kLevelCandidates - 1);
  CHECK(counts.at(0) / 4000.0 == Approx(0.4).margin(0.03));
  CHECK(counts.at(3) / 4000.0 == Approx(0.1).margin(0.02));
  // A cold level nearly always plays the most visited.
  const auto cold = histogram(1000, [&] { return lzs::level_pick(lines, 0.05, rng); });
  CHECK(cold.at(0) > 990);
}

TEST_CASE("levels: luzhanqi plays a proven win and skips proven losses", "[levels][ismcts]") {
  Rng rng(8);
  auto lines = lines_with_visits({50, 49, 48, 0, 47});
  lines[1].proof = lzs::Proof::Loss;
  const auto counts = histogram(2000, [&] { return lzs::level_pick(lines, 1.0, rng); });
  CHECK_FALSE(counts.contains(1));  // lost
  CHECK_FALSE(counts.contains(3));  // never visited
  CHECK(counts.contains(4));
  lines[0].proof = lzs::Proof::Win;
  for (int i = 0; i < 100; ++i) CHECK(lzs::level_pick(lines, 1.0, rng) == 0);
}

TEST_CASE("levels: luzhanqi's ladder rises from level 0 to 20", "[levels][ismcts]") {
  CHECK(lzs::kLadder.front().level == 0);
  CHECK(lzs::kLadder.back().level == kFullStrengthLevel);
  for (std::size_t i = 1; i < lzs::kLadder.size(); ++i) {
    CHECK(lzs::kLadder[i].level > lzs::kLadder[i - 1].level);
    CHECK(lzs::kLadder[i].elo > lzs::kLadder[i - 1].elo);
  }
}
