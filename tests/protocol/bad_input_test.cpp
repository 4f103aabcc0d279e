// Every bad input of docs/protocol.md ("Bad input") gets one `info string error:` line and
// leaves the state exactly as it was, checked through `d`.

#include <catch2/catch.hpp>

#include "tests/protocol/engine_process.hpp"

using namespace std::chrono_literals;
using zhuge::protocol::test::EngineProcess;

namespace {

// Sends `line` and checks that it is answered by exactly one error line
// containing `what`, and that the position did not change.
void expect_refused(EngineProcess& engine, const std::string& line, const std::string& what) {
  const std::string before = engine.fen();
  engine.send(line);
  const auto replies = engine.sync();
  INFO("sent: " << line.substr(0, 200));
  REQUIRE(replies.size() == 1);
  CHECK(replies[0].rfind("info string error: ", 0) == 0);
  CHECK_THAT(replies[0], Catch::Matchers::Contains(what));
  CHECK(engine.fen() == before);
}

const std::string kMidgame = "position startpos moves c3c3M a1a1k";

}  // namespace

TEST_CASE("bad input: unknown commands and options", "[protocol][bad-input]") {
  EngineProcess engine;
  engine.send(kMidgame);
  expect_refused(engine, "fly away", "unknown command 'fly'");
  expect_refused(engine, "setoption name Speed value 3", "Speed");
  expect_refused(engine, "setoption Threads 3", "setoption");
}

TEST_CASE("bad input: option values out of range or of the wrong type", "[protocol][bad-input]") {
  EngineProcess engine;
  engine.send(kMidgame);
  expect_refused(engine, "setoption name Threads value 0", "Threads");
  expect_refused(engine, "setoption name Threads value many", "Threads");
  expect_refused(engine, "setoption name Hash value 99999999999", "Hash");
  expect_refused(engine, "setoption name FlagBearers value maybe", "FlagBearers");
  expect_refused(engine, "setoption name UCI_Variant value chess", "UCI_Variant");
  expect_refused(engine, "setoption name Player value genius", "Player");
  // The values did not change.
  engine.send("uci");
  const auto lines = engine.read_until("uciok");
  CHECK(std::count(lines.begin(), lines.end(),
                   "option name Threads type spin default 1 min 1 max 256") == 1);
}

TEST_CASE("bad input: malformed and impossible position strings", "[protocol][bad-input]") {
  EngineProcess engine;
  engine.send(kMidgame);
  expect_refused(engine, "position", "expected 'startpos' or 'fen");
  expect_refused(engine, "position fen", "fen");
  expect_refused(engine, "position fen 5/5 r - 0 1", "12 ranks");
  expect_refused(engine, "position fen 5/5/5/5/5/5/5/5/5/5/5/1M3 r - 0 1", "both flags");
  expect_refused(engine, "position fen 2f2/5/5/5/5/5/5/5/5/1?3/5/2F2 r k 0 1", "camp b3");
  expect_refused(engine, "position startpos banana", "unexpected 'banana'");
}

TEST_CASE("bad input: an illegal move at index k keeps the position of before the command",
          "[protocol][bad-input]") {
  EngineProcess engine;
  engine.send(kMidgame);
  expect_refused(engine, "position startpos moves c3c3M a1a1k a2a3", "'a2a3' at index 2");
  expect_refused(engine, "position startpos moves c3c3", "'c3c3' at index 0");
  expect_refused(engine, "position startpos moves c3c3M c3c3m", "index 1");
  expect_refused(engine, "position startpos moves b3b3M", "index 0");
  expect_refused(engine, "position startpos moves zz9", "'zz9' at index 0");
}

TEST_CASE("bad input: a bad go searchmoves is refused with one error and no search",
          "[protocol][bad-input][analysis]") {
  EngineProcess engine;
  engine.send(kMidgame);
  expect_refused(engine, "go nodes 100 searchmoves b1b1 a2a3", "'a2a3' at index 1: not legal");
  expect_refused(engine, "go nodes 100 searchmoves zz9", "'zz9' at index 0");
  expect_refused(engine, "go nodes 100 searchmoves b1b1M", "has no outcome yet");
  expect_refused(engine, "go searchmoves", "error: go: searchmoves needs at least one move");
  // The error names `go` once, as every command's does.
  expect_refused(engine, "go movetime", "error: go: movetime needs a number");
  expect_refused(engine, "go wtime 5", "error: go: unknown token 'wtime'");
  expect_refused(engine, "go ponder ponder", "error: go: ponder given twice");
  engine.send("setoption name UCI_Variant value sanguo");
  expect_refused(engine, "go depth 2 searchmoves ra1ra2 ra1ra9", "'ra1ra9' at index 1");
  // The engine still searches normally afterwards.
  engine.send("go depth 1");
  CHECK_FALSE(engine.read_until("bestmove").empty());
}

TEST_CASE("bad input: go and position while a search runs", "[protocol][bad-input]") {
  EngineProcess engine;
  engine.send(kMidgame);
  const std::string before = engine.fen();
  engine.send("go infinite");
  engine.send("go infinite");
  engine.send("position startpos");
  engine.send("isready");
  std::vector<std::string> errors;
  for (const auto& line : engine.read_until("readyok")) {
    if (line.rfind("info string error: ", 0) == 0) errors.push_back(line);
  }
  REQUIRE(errors.size() == 2);
  CHECK_THAT(errors[0], Catch::Matchers::Contains("go: a search is running"));
  CHECK_THAT(errors[1], Catch::Matchers::Contains("position: a search is running"));
  engine.send("stop");
  CHECK_FALSE(engine.read_until("bestmove").empty());
  CHECK(engine.fen() == before);
}

TEST_CASE("bad input: overlong lines and binary bytes", "[protocol][bad-input]") {
  EngineProcess engine;
  engine.send(kMidgame);
  const std::string before = engine.fen();
  engine.send_raw("position startpos moves " + std::string(3 << 20, 'x') + "\n");
  engine.send_raw(std::string("posi\0tion startpos\n", 19));
  engine.send_raw("d\x01\x02\xff\n");
  engine.send("");
  engine.send("   ");
  const auto replies = engine.sync();
  REQUIRE(replies.size() == 3);
  for (const auto& reply : replies) CHECK(reply.rfind("info string error: ", 0) == 0);
  CHECK(engine.fen() == before);
}

TEST_CASE("bad input: a game's own Player values are refused while another game is played",
          "[protocol][bad-input]") {
  EngineProcess engine;
  engine.send("setoption name UCI_Variant value sanguo");
  engine.sync();
  expect_refused(engine, "setoption name Player value pimc", "not a player of sanguo");
  expect_refused(engine, "setoption name Player value ismcts", "random, greedy, search");
  // A change of game that leaves such a value set says so and falls back to search.
  engine.send("setoption name UCI_Variant value luzhanqi-flip");
  engine.send("setoption name Player value pimc");
  CHECK(engine.sync().empty());
  engine.send("setoption name UCI_Variant value sanguo");
  const auto replies = engine.sync();
  REQUIRE(replies.size() == 1);
  CHECK(replies[0] ==
        "info string Player pimc is not a player of sanguo (random, greedy, "
        "search): Player is now search");
  engine.send("go depth 1");
  CHECK(engine.read_until("bestmove").back().rfind("bestmove ", 0) == 0);
}
