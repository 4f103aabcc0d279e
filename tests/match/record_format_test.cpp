// The record text and the JSON summary line read back what was written.
#include <catch2/catch.hpp>
#include <sstream>

#include "tools/match/game_record.hpp"
#include "tools/match/json_summary.hpp"

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
  for (const char* bad :
       {"", "{", "{\"round\":1}", "[1,2]",
        "{\"round\":1,\"deal\":0,"
        "\"variant\":\"chess\",\"seats\":[],\"sixths\":[],\"termination\":\"\"}"}) {
    CHECK_FALSE(parse_summary_line(bad, error));
  }
}
