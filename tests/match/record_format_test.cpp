// The record text and the JSON summary line read back what was written.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tools/match/game_record.hpp"
#include "tools/match/json_summary.hpp"
#include "tools/match/sanguo/arbiter.hpp"
#include "tools/match/time_control.hpp"

using namespace zhuge::match;

namespace {

GameRecord sample() {
  GameRecord r;
  r.date = "2024.01.02";
  r.variant = kSanguo;
  r.round = 4;
  r.deal = 0;
  r.seats = {"a", "b \"q\"", "a"};
  r.start = "some fen";
  r.time_controls = {"st=0.1", "st=0.1", "st=0.1"};
  r.moves = {"rb3bh1", "gb3rh1"};
  r.sixths = {3, 0, 3};
  r.termination = "disconnect";
  r.offender = 1;
  return r;
}

}  // namespace

TEST_CASE("A record reads back as written", "[match]") {
  std::stringstream text;
  write_record(text, sample());
  write_record(text, sample());
  std::string error;
  const auto records = read_records(text, error);
  REQUIRE(records);
  REQUIRE(records->size() == 2);
  const GameRecord& r = records->front();
  CHECK(r.seats == std::vector<std::string>{"a", "b \"q\"", "a"});
  CHECK(r.moves == sample().moves);
  CHECK(r.sixths == sample().sixths);
  CHECK(r.offender == 1);
  CHECK(r.round == 4);
  CHECK(result_text(r.sixths) == "1/2-0-1/2");
}

TEST_CASE("A malformed record is refused with the line", "[match]") {
  std::stringstream text("[Variant \"sanguo\"\nmoves\n");
  std::string error;
  CHECK_FALSE(read_records(text, error));
  CHECK(error.find("line 1") != std::string::npos);
}

TEST_CASE("A summary line reads back as written", "[match]") {
  std::string error;
  const auto game = parse_summary_line(summary_line(sample()), error);
  REQUIRE(game);
  CHECK(game->seats == sample().seats);
  CHECK(game->sixths == sample().sixths);
  CHECK(game->offender == 1);
  CHECK(game->termination == "disconnect");
  CHECK(game->clock_used_ms.empty());
  for (const char* bad :
       {"", "{", "{\"round\":1}", "[1,2]",
        "{\"round\":1,\"deal\":0,"
        "\"variant\":\"chess\",\"seats\":[],\"sixths\":[],\"termination\":\"\"}"}) {
    CHECK_FALSE(parse_summary_line(bad, error));
  }
  std::string two_points = summary_line(sample());  // a game gives out one point, not two
  two_points.replace(two_points.find("[3,0,3]"), 7, "[6,0,6]");
  CHECK_FALSE(parse_summary_line(two_points, error));
}

TEST_CASE("A summary file reads each game with its line, and names the line that is not one",
          "[match]") {
  const auto path =
      (std::filesystem::temp_directory_path() / "zhuge-record-format-summary.jsonl").string();
  GameRecord second = sample();
  second.round = 5;
  std::ofstream(path) << summary_line(sample()) << "\n\n" << summary_line(second) << '\n';
  std::string error;
  const auto entries = read_summary(path, error);
  REQUIRE(entries);
  REQUIRE(entries->size() == 2);
  CHECK((*entries)[0].line == 1);
  CHECK((*entries)[0].record.round == 4);
  CHECK((*entries)[1].line == 3);  // the blank line is skipped, and counted
  CHECK((*entries)[1].record.round == 5);

  std::ofstream(path) << summary_line(sample()) << "\n{\"round\":1}\n";
  CHECK_FALSE(read_summary(path, error));
  CHECK(error.rfind(path + ":2: ", 0) == 0);
  std::filesystem::remove(path);
  CHECK_FALSE(read_summary(path, error));
  CHECK(error == "cannot read '" + path + "'");
}

TEST_CASE("A summary line keeps each seat's clock use", "[match]") {
  GameRecord clocked = sample();
  clocked.clock_used_ms = {9000, 0, 12345};
  clocked.clock_given_ms = {20000, 20000, 25000};
  const std::string line = summary_line(clocked);
  CHECK(line.find("\"clock_used_ms\":[9000,0,12345],\"clock_given_ms\":[20000,20000,25000]") !=
        std::string::npos);
  std::string error;
  const auto game = parse_summary_line(line, error);
  REQUIRE(game);
  CHECK(game->clock_used_ms == clocked.clock_used_ms);
  CHECK(game->clock_given_ms == clocked.clock_given_ms);
  std::string short_clock = line;
  short_clock.replace(short_clock.find("9000,"), 5, "");
  CHECK_FALSE(parse_summary_line(short_clock, error));
}

TEST_CASE("A seat's clock counts the time used and the time given", "[match]") {
  TimeControl tc;
  REQUIRE(parse_tc("10+0.1", tc));
  SeatClock clock(tc);
  CHECK(clock.given_ms() == 10000);
  REQUIRE(clock.charge(300, 200));
  REQUIRE(clock.charge(50, 200));
  CHECK(clock.used_ms() == 350);
  CHECK(clock.given_ms() == 10200);
  CHECK(clock.left_ms() == 9850);
}
