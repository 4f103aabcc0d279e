// The one formatter of `info` lines: the fields in UCI's order, the empty ones left out.

#include "protocol/info_line.hpp"

#include <catch2/catch.hpp>

using namespace zhuge::protocol;

TEST_CASE("an info line writes its fields in order and leaves out the empty ones", "[protocol]") {
  InfoFields info;
  info.depth = 9;
  info.seldepth = 16;
  info.multipv = 2;
  info.nodes = 144902;
  info.time = std::chrono::milliseconds(500);
  info.hashfull = 12;
  info.score_cp = -457;
  info.wdl = std::array{100, 200, 700};
  info.visits = 33;
  info.pv = {"gh1gg3", "bb3gh4"};
  CHECK(format_info(info) ==
        "info depth 9 seldepth 16 multipv 2 nodes 144902 nps 289804 time 500 hashfull 12 score cp "
        "-457 wdl 100 200 700 visits 33 pv gh1gg3 bb3gh4");

  InfoFields one_ply;  // a baseline player's line
  one_ply.nodes = 31;
  one_ply.nps = false;
  one_ply.time = std::chrono::milliseconds(0);
  one_ply.pv = {"c3c3"};
  CHECK(format_info(one_ply) == "info depth 1 nodes 31 time 0 pv c3c3");
  one_ply.nps = true;  // a time of 0 ms counts as 1
  CHECK(format_info(one_ply) == "info depth 1 nodes 31 nps 31000 time 0 pv c3c3");
}
