// The match report: on a clock, each engine's share of it used.
#include <catch2/catch.hpp>
#include <sstream>

#include "tools/match/match_report.hpp"

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
