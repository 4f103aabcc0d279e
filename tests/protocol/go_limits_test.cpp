#include "protocol/go_limits.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "protocol/line_input.hpp"

using namespace zhuge::protocol;

namespace {

GoCommand go(const std::string& args) {
  return parse_go(tokenize(args));
}

}  // namespace

TEST_CASE("go parses every limit", "[protocol]") {
  const auto command = go("movetime 1000 nodes 5000 depth 7 infinite movestogo 12");
  REQUIRE(command.ok());
  CHECK(command.limits.movetime_ms == 1000);
  CHECK(command.limits.nodes == 5000);
  CHECK(command.limits.depth == 7);
  CHECK(command.limits.infinite);
  CHECK(command.limits.movestogo == 12);
  CHECK_FALSE(command.limits.perft_depth);
  CHECK_FALSE(command.limits.own_time_ms);
}

TEST_CASE("go parses the three clocks and increments by seat", "[protocol]") {
  const auto command = go("rtime 1 gtime 2 btime 3 rinc 4 ginc 5 binc 6 time 7 inc 8");
  REQUIRE(command.ok());
  const auto& limits = command.limits;
  CHECK(limits.time_ms[static_cast<std::size_t>(Seat::Red)] == 1);
  CHECK(limits.time_ms[static_cast<std::size_t>(Seat::Green)] == 2);
  CHECK(limits.time_ms[static_cast<std::size_t>(Seat::Blue)] == 3);
  CHECK(limits.inc_ms[static_cast<std::size_t>(Seat::Red)] == 4);
  CHECK(limits.inc_ms[static_cast<std::size_t>(Seat::Green)] == 5);
  CHECK(limits.inc_ms[static_cast<std::size_t>(Seat::Blue)] == 6);
  CHECK(limits.own_time_ms == 7);
  CHECK(limits.own_inc_ms == 8);
}

TEST_CASE("go with no tokens has no limits", "[protocol]") {
  const auto command = go("");
  REQUIRE(command.ok());
  CHECK_FALSE(command.limits.infinite);
  CHECK_FALSE(command.limits.movetime_ms);
  CHECK_FALSE(command.limits.nodes);
  CHECK_FALSE(command.limits.depth);
}

TEST_CASE("go perft takes a depth and nothing else", "[protocol]") {
  CHECK(go("perft 0").limits.perft_depth == 0);
  CHECK(go("perft 4").limits.perft_depth == 4);
  CHECK(go("perft 4 depth 2").error == "go: perft takes no other limit");
  CHECK(go("infinite perft 4").error == "go: perft takes no other limit");
}

TEST_CASE("go reports each bad token by name", "[protocol]") {
  CHECK(go("wtime 100").error == "go: unknown token 'wtime'");
  CHECK(go("movetime").error == "go: movetime needs a number");
  CHECK(go("depth 3 nodes").error == "go: nodes needs a number");
  CHECK(go("movetime fast").error == "go: movetime: 'fast' is not a valid integer");
  CHECK(go("nodes 1e6").error == "go: nodes: '1e6' is not a valid integer");
  CHECK(go("btime 99999999999999999999").error ==
        "go: btime: '99999999999999999999' is not a valid integer");
  CHECK(go("depth 3000000000").error == "go: depth: '3000000000' is not a valid integer");
  CHECK(go("rtime -50").error == "go: rtime must not be negative (got -50)");
  CHECK(go("ginc -1").error == "go: ginc must not be negative (got -1)");
  CHECK(go("perft -1").error == "go: perft must not be negative (got -1)");
  CHECK(go("depth 0").error == "go: depth must be at least 1 (got 0)");
  CHECK(go("movestogo 0").error == "go: movestogo must be at least 1 (got 0)");
  CHECK(go("movetime 5 movetime 6").error == "go: movetime given twice");
  CHECK(go("infinite infinite").error == "go: infinite given twice");
  CHECK(go("ponder movetime 5 ponder").error == "go: ponder given twice");
  CHECK(go("ponder perft 2").error == "go: perft takes no other limit");
}

TEST_CASE("go ponder keeps its clock limits for the ponderhit", "[protocol]") {
  const auto command = go("ponder rtime 60000 btime 50000 rinc 600 binc 500");
  REQUIRE(command.ok());
  CHECK(command.limits.ponder);
  CHECK_FALSE(command.limits.infinite);
  CHECK(command.limits.time_ms[0] == 60000);
  CHECK(command.limits.inc_ms[2] == 500);
  CHECK_FALSE(go("movetime 10").limits.ponder);
}

TEST_CASE("a failed go parse carries no limits", "[protocol]") {
  const auto command = go("movetime 100 depth x");
  CHECK_FALSE(command.ok());
  CHECK_FALSE(command.limits.movetime_ms);
}

TEST_CASE("go searchmoves takes the moves up to the next limit", "[protocol]") {
  const auto command = go("nodes 5 searchmoves c3c3 a2a3 infinite");
  REQUIRE(command.ok());
  CHECK(command.limits.searchmoves == std::vector<std::string>{"c3c3", "a2a3"});
  CHECK(command.limits.nodes == 5);
  CHECK(command.limits.infinite);
  CHECK(go("searchmoves ra1ra2 depth 3").limits.searchmoves == std::vector<std::string>{"ra1ra2"});
  CHECK(go("depth 3").limits.searchmoves.empty());
  CHECK(go("searchmoves").error == "go: searchmoves needs at least one move");
  CHECK(go("searchmoves movetime 5").error == "go: searchmoves needs at least one move");
  CHECK(go("searchmoves a1a2 nodes 3 searchmoves b1b2").error == "go: searchmoves given twice");
  CHECK(go("perft 2 searchmoves a1a2").error == "go: perft takes no other limit");
}
