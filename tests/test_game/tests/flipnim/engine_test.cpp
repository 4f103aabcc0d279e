// The engine plays Flip Nim, a game registered by the tests alone, through its unchanged command
// loop: the variant is offered, positions are set and refused, and its searches answer.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tests/protocol/engine_process.hpp"

using zhuge::protocol::test::run_in_process;

namespace {

const std::string kFlipNim = "setoption name UCI_Variant value flipnim\n";

std::vector<std::string> starting_with(const std::vector<std::string>& lines,
                                       const std::string& prefix) {
  std::vector<std::string> found;
  std::copy_if(lines.begin(), lines.end(), std::back_inserter(found),
               [&](const std::string& line) { return line.rfind(prefix, 0) == 0; });
  return found;
}

}  // namespace

TEST_CASE("The engine offers the test game among its variants", "[flipnim]") {
  const auto lines = run_in_process("uci\n");
  const auto variant = starting_with(lines, "option name UCI_Variant");
  REQUIRE(variant.size() == 1);
  CHECK_THAT(variant[0], Catch::Contains("var luzhanqi-flip") && Catch::Contains("var sanguo") &&
                             Catch::Contains("var flipnim"));
}

TEST_CASE("The engine sets, shows and counts Flip Nim positions", "[flipnim]") {
  // The `d` behind `go perft` waits for it, so the end of input lets the perft end by itself;
  // with nothing waiting, the end of input would cut it short (protocol.md).
  const auto lines = run_in_process(kFlipNim +
                                    "position startpos moves take2 roll3\nd\n"
                                    "position startpos moves roll\nd\n"
                                    "go perft 2\nd\n");
  CHECK(std::find(lines.begin(), lines.end(), "Fen: 10 1 2") != lines.end());
  const auto errors = starting_with(lines, "info string error");
  REQUIRE(errors.size() == 1);
  CHECK_THAT(errors[0], Catch::Contains("roll1 or roll3"));
  CHECK(std::find(lines.begin(), lines.end(), "Nodes searched: 16") != lines.end());
}

TEST_CASE("Every player of the engine plays Flip Nim", "[flipnim]") {
  for (const std::string player : {"search", "pimc", "greedy", "random"}) {
    CAPTURE(player);
    // Two stones left: taking both wins at once, and a search sees it.
    const auto lines = run_in_process(kFlipNim + "setoption name Player value " + player +
                                      "\nposition fen 2 1 6\ngo nodes 300\n");
    const auto best = starting_with(lines, "bestmove");
    REQUIRE(best.size() == 1);
    if (player == "search" || player == "pimc" || player == "greedy") {
      CHECK(best[0].rfind("bestmove take2", 0) == 0);
    } else {
      CHECK((best[0] == "bestmove take1" || best[0] == "bestmove take2"));
    }
  }
}

TEST_CASE("Flip Nim's analysis ranks every root action, a roll with its outcomes", "[flipnim]") {
  const auto lines = run_in_process(kFlipNim +
                                    "setoption name MultiPV value 3\nposition fen 4 0 0\n"
                                    "go nodes 3000\n");
  CHECK(starting_with(lines, "info depth").size() >= 3);
  CHECK_FALSE(starting_with(lines, "info string outcomes multipv").empty());
  // Four stones: taking one leaves the opponent three, the best of Flip Nim's values.
  const auto best = starting_with(lines, "bestmove");
  REQUIRE(best.size() == 1);
  CHECK(best[0].rfind("bestmove take1", 0) == 0);
}
