// Sanguo's strength levels: the pick among the ranked root moves.

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <vector>

#include "engine/sanguo/movegen.hpp"
#include "search/sanguo/strength_level.hpp"

using namespace zhuge;
namespace sgs = zhuge::search::sanguo;

TEST_CASE("levels: sanguo picks among its best ranked root moves", "[levels][sanguo-search]") {
  Rng rng(3);
  const std::vector<int> scores = {120, 100, 90, 40, 39, 38, -500};
  std::map<std::size_t, int> counts;
  for (int i = 0; i < 4000; ++i) ++counts[sgs::level_pick(scores, 50.0, rng)];
  CHECK(counts.rbegin()->first < std::size_t(sgs::kLevelCandidates));
  // exp(score / 50): the best is the likeliest, the fourth the least likely of the four.
  CHECK(counts.at(0) > counts.at(1));
  CHECK(counts.at(1) > counts.at(2));
  CHECK(counts.at(2) > counts.at(3));
  for (int i = 0; i < 100; ++i) CHECK(sgs::level_pick(scores, 0.5, rng) == 0);
}

TEST_CASE("levels: sanguo's budgets rise and its temperatures fall with the level",
          "[levels][sanguo-search]") {
  const auto& budgets = sgs::kLevelScale.budgets;
  const auto& temperatures = sgs::kLevelScale.temperatures;
  for (std::size_t level = 1; level < budgets.size(); ++level) {
    INFO(level);
    CHECK(temperatures[level] >= 0);
    CHECK((temperatures[level] < temperatures[level - 1] || temperatures[level] == 0));
    CHECK(budgets[level] > budgets[level - 1]);
  }
}

TEST_CASE("levels: a sanguo level without a temperature ranks one line and plays the best",
          "[levels][sanguo-search]") {
  using zhuge::search::StrengthLevel;
  Rng rng(11);
  for (int level = 0; level < zhuge::search::kCappedLevels; ++level) {
    INFO(level);
    const bool drawn = sgs::kLevelScale.temperatures[std::size_t(level)] > 0;
    sgs::SanguoLimits limits;
    sgs::limit_to_level(limits, StrengthLevel{double(level)}, rng);
    CHECK(limits.multipv == (drawn ? sgs::kLevelCandidates : 1));
  }
  // Next to a level without one, a fractional level's temperature falls linearly to none.
  const double last = sgs::kLevelScale.temperatures[17];
  REQUIRE(last > 0);
  REQUIRE(sgs::kLevelScale.temperatures[18] == 0);
  CHECK(level_temperature(sgs::kLevelScale, StrengthLevel{17.5}) == Approx(last / 2));
  CHECK(level_temperature(sgs::kLevelScale, StrengthLevel{18.5}) == 0);
  CHECK(sgs::level_candidates(StrengthLevel{17.5}) == sgs::kLevelCandidates);
  CHECK(sgs::level_candidates(StrengthLevel{18}) == 1);
  const std::vector<int> scores = {40, 120, 100};
  for (int i = 0; i < 20; ++i) CHECK(sgs::level_pick(scores, 0.0, rng) == 1);
}

TEST_CASE("levels: a fractional sanguo level searches between its neighbours' budgets",
          "[levels][sanguo-search]") {
  using zhuge::search::level_budget;
  using zhuge::search::StrengthLevel;
  // On a log scale: halfway is the geometric mean, also where the level ranks more lines than
  // the one above (17.5) or none has a temperature (18.5).
  for (const std::size_t below : {3, 16, 17, 18}) {
    INFO(below);
    const double mean =
        std::sqrt(double(sgs::kLevelScale.budgets[below]) * sgs::kLevelScale.budgets[below + 1]);
    CHECK(double(level_budget(sgs::kLevelScale, StrengthLevel{below + 0.5})) ==
          Approx(mean).margin(1));  // a whole number of nodes
  }
  // Every level searches more than the one below; a tenth of a level at the bottom, where the
  // budgets rise by some 6% a level, may round to the same whole number of nodes.
  for (int level = 1; level < zhuge::search::kCappedLevels; ++level) {
    INFO(level);
    CHECK(sgs::kLevelScale.budgets[std::size_t(level)] >
          sgs::kLevelScale.budgets[std::size_t(level - 1)]);
  }
  for (int tenth = 1; tenth < 10 * zhuge::search::kCappedLevels; ++tenth) {
    INFO(tenth);
    CHECK(level_budget(sgs::kLevelScale, StrengthLevel{tenth / 10.0}) >=
          level_budget(sgs::kLevelScale, StrengthLevel{(tenth - 1) / 10.0}));
  }
}

TEST_CASE("levels: sanguo's lowest levels search without quiescence", "[levels][sanguo-search]") {
  Rng rng(5);
  for (int level = 0; level < zhuge::search::kCappedLevels; ++level) {
    INFO(level);
    sgs::SanguoLimits limits;
    sgs::limit_to_level(limits, zhuge::search::StrengthLevel{double(level)}, rng);
    CHECK(limits.quiescence == (sgs::kLevelScale.budgets[level] >= sgs::kQuiescenceBudget));
  }
  sgs::SanguoLimits level0;
  sgs::limit_to_level(level0, zhuge::search::StrengthLevel{0}, rng);
  CHECK_FALSE(level0.quiescence);
  sgs::SanguoLimits level19;
  sgs::limit_to_level(level19, zhuge::search::StrengthLevel{19}, rng);
  CHECK(level19.quiescence);
}

TEST_CASE("levels: sanguo's lowest levels misjudge positions, less at each level",
          "[levels][sanguo-search]") {
  Rng rng(9);
  using zhuge::search::StrengthLevel;
  CHECK(sgs::level_noise(StrengthLevel{0}) == sgs::kLevelNoise[0]);
  for (int level = 1; level < zhuge::search::kCappedLevels; ++level) {
    INFO(level);
    const int noise = sgs::level_noise(StrengthLevel{double(level)});
    const int below = sgs::level_noise(StrengthLevel{double(level - 1)});
    CHECK(noise == sgs::kLevelNoise[std::size_t(level)]);
    CHECK((noise < below || noise == 0));
    sgs::SanguoLimits limits;
    sgs::limit_to_level(limits, StrengthLevel{double(level)}, rng);
    CHECK(limits.eval_noise == noise);
  }
  CHECK(sgs::level_noise(StrengthLevel{19}) == 0);
  // A fractional level lies between its neighbours, linearly (down to none).
  const auto& table = sgs::kLevelNoise;
  CHECK(sgs::level_noise(StrengthLevel{0.5}) == std::lround((table[0] + table[1]) / 2.0));
  CHECK(sgs::level_noise(StrengthLevel{6.25}) ==
        std::lround(table[6] + (table[7] - table[6]) * 0.25));
  CHECK(sgs::level_noise(StrengthLevel{19.5}) == 0);
  // Each search errs its own way: the seed comes from the level's generator.
  sgs::SanguoLimits first;
  sgs::SanguoLimits second;
  sgs::limit_to_level(first, zhuge::search::StrengthLevel{0}, rng);
  sgs::limit_to_level(second, zhuge::search::StrengthLevel{0}, rng);
  CHECK(first.noise_seed != second.noise_seed);
}

TEST_CASE("levels: sanguo's ladder rises from level 0 to 20", "[levels][sanguo-search]") {
  CHECK(sgs::kLadder.front().level == 0);
  CHECK(sgs::kLadder.back().level == zhuge::search::kFullStrengthLevel);
  for (std::size_t i = 1; i < sgs::kLadder.size(); ++i) {
    CHECK(sgs::kLadder[i].level > sgs::kLadder[i - 1].level);
    CHECK(sgs::kLadder[i].elo > sgs::kLadder[i - 1].elo);
  }
}

TEST_CASE("levels: a sanguo level cut within an iteration draws from the last complete one",
          "[levels][sanguo-search]") {
  using Move = sgs::SanguoSearchGame::Move;
  sanguo::MoveList moves;
  sanguo::generate_legal(sanguo::Position::start(true), moves);
  REQUIRE(moves.size() >= 5);
  const auto line = [&](int i, int score) {
    return search::multiplayer::PvLine<sgs::SanguoSearchGame>{score, {}, {moves[i]}};
  };
  sgs::SanguoOutcome outcome;
  // The cap stopped depth 5 after its first line; depth 4 ranked four.
  outcome.last.depth = 5;
  outcome.last.lines = {line(4, 10)};
  outcome.last_complete.depth = 4;
  outcome.last_complete.lines = {line(0, 10), line(1, 5), line(2, 0), line(3, -5)};
  Rng rng(7);
  std::map<std::uint16_t, int> picked;
  for (int i = 0; i < 400; ++i) {
    auto copy = outcome;
    sgs::pick_at_level(zhuge::search::StrengthLevel{0}, rng, copy);
    REQUIRE(copy.best);
    ++picked[sgs::SanguoSearchGame::encode(*copy.best)];
    CHECK(copy.last.pv == std::vector<Move>{*copy.best});
  }
  CHECK(picked.size() == 4);  // at 800 cp, each of depth 4's lines, never depth 5's alone
  CHECK_FALSE(picked.contains(sgs::SanguoSearchGame::encode(moves[4])));
}
