// The match report: on a clock, each engine's share of it used; sanguo's groups, their Elo and
// the SPRT.
#include <catch2/catch.hpp>
#include <sstream>

#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/match_report.hpp"
#include "tools/match/sanguo/arbiter.hpp"
#include "tools/match/sanguo/report.hpp"

using namespace zhuge::match;

namespace {

GameRecord luzhanqi_game(const std::vector<std::string>& seats, std::vector<long long> used) {
  GameRecord g;
  g.variant = kLuzhanqi;
  g.seats = seats;
  g.sixths = {6, 0};
  g.termination = "flag captured";
  g.clock_used_ms = std::move(used);
  g.clock_given_ms = {20000, 20000};
  return g;
}

// A sanguo game of opening `deal`: seats like "aab", the points x6 per seat.
GameRecord sanguo_game(int deal, const std::string& seats, std::vector<int> sixths) {
  GameRecord g;
  g.variant = kSanguo;
  g.deal = deal;
  for (char engine : seats) g.seats.push_back(std::string(1, engine));
  g.sixths = std::move(sixths);
  g.termination = "one kingdom left";
  return g;
}

// Two complete groups, where a took 22 and 18 sixths of a point, and one game of a third.
std::vector<GameRecord> sanguo_games() {
  return {sanguo_game(0, "aab", {6, 0, 0}), sanguo_game(0, "aba", {0, 6, 0}),
          sanguo_game(0, "baa", {2, 2, 2}), sanguo_game(0, "abb", {6, 0, 0}),
          sanguo_game(0, "bab", {0, 6, 0}), sanguo_game(0, "bba", {3, 3, 0}),
          sanguo_game(1, "aab", {2, 2, 2}), sanguo_game(1, "aba", {2, 2, 2}),
          sanguo_game(1, "baa", {2, 2, 2}), sanguo_game(1, "abb", {2, 2, 2}),
          sanguo_game(1, "bab", {2, 2, 2}), sanguo_game(1, "bba", {2, 2, 2}),
          sanguo_game(2, "aab", {6, 0, 0})};
}

}  // namespace

TEST_CASE("The report gives each engine's share of its clock used", "[match]") {
  const std::vector<GameRecord> games{luzhanqi_game({"a", "b"}, {10000, 20000}),
                                      luzhanqi_game({"b", "a"}, {4000, 16000})};
  std::ostringstream out;
  write_report(out, games, std::nullopt);
  // a: 50% and 80%; b: 100% and 20%.
  CHECK(out.str().find("Clock used (share of base and increments, per game): a 65.0% [50.0%, "
                       "80.0%]; b 60.0% [20.0%, 100.0%];\n") != std::string::npos);
}

TEST_CASE("The report leaves clock use out without clocks", "[match]") {
  GameRecord g = luzhanqi_game({"a", "b"}, {});
  g.clock_given_ms.clear();
  std::ostringstream out;
  write_report(out, {g, g}, std::nullopt);
  CHECK(out.str().find("Clock used") == std::string::npos);
  CHECK(out.str().find("Terminations: flag captured 2;") != std::string::npos);
}

TEST_CASE("The sanguo report gives the Elo per group and the SPRT", "[match]") {
  // Group 0: a's points x6 are 6, 0, 4, 6, 6, 0 = 22; group 1: 4, 4, 4, 2, 2, 2 = 18.
  const SanguoTally tally = tally_sanguo(sanguo_games(), "a");
  CHECK(tally.groups[22] == 1);
  CHECK(tally.groups[18] == 1);
  CHECK(tally.incomplete == 1);
  // Scores 22/36 and 1/2: mean 0.555556, variance (2/36)^2, standard error 0.039284;
  // Elo 400 log10(1.25) = 38.76, 95% over 0.555556 -+ 0.076995. SPRT nElo 0 against 50: one
  // game's deviation sqrt(6) * 2/36 = 0.136083, s1 = 0.519584,
  // LLR = 0.019584 * (1.111111 - 1.019584) / (2 (2/36)^2 / 2) = 0.580757.
  const SprtBounds bounds{0, 50, 0.05, 0.05};
  CHECK(sprt_llr(sanguo_games(), "a", bounds) == Approx(0.580757).epsilon(1e-5));
  std::ostringstream out;
  write_report(out, sanguo_games(), bounds);
  CHECK_THAT(out.str(),
             Catch::Contains("  groups of six seatings, a vs b: 2 complete, 1 incomplete "
                             "(left out)\n  per group: score 0.5556, Elo +38.8 "
                             "[-14.9, +94.4] (95%)\n  SPRT nElo [0.00, 50.00]: LLR "
                             "0.58 [-2.94, 2.94] continue\n"));
}

TEST_CASE("The sanguo report of three engines has no groups", "[match]") {
  std::ostringstream out;
  write_report(out, {sanguo_game(0, "abc", {2, 2, 2})}, std::nullopt);
  CHECK(out.str().find("c: points 0.33") != std::string::npos);
  CHECK(out.str().find("group") == std::string::npos);
}
