// `zhuge perft`: the game comes from the engine's options, the counts are the rules' (the perft
// tables of docs/rules/), and a bad flag gets one error line and no count.
#include <catch2/catch.hpp>

#include <sstream>

#include "protocol/perft_command.hpp"

using zhuge::protocol::perft_main;

namespace {

struct Run {
  int code;
  std::string out, err;
};

Run perft(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int code = perft_main(args, out, err);
  return {code, out.str(), err.str()};
}

}  // namespace

TEST_CASE("zhuge perft counts either game, chosen by the engine's own flags", "[protocol]") {
  CHECK(perft({"--depth", "1"}).out == "Nodes searched: 1200\n");  // luzhanqi: 50 flips x 24
  CHECK(perft({"--variant", "luzhanqi-flip", "--depth", "0"}).out == "Nodes searched: 1\n");
  const Run sanguo = perft({"--variant", "sanguo", "--depth", "2", "--flag-bearers", "false"});
  CHECK(sanguo.code == 0);
  CHECK(sanguo.out == "Nodes searched: 1928\n");
  CHECK(perft({"--uci-variant", "sanguo", "--depth", "2"}).out !=
        sanguo.out);  // the flag-bearers' moves
  const Run divide = perft({"--depth", "1", "--divide"});
  CHECK(divide.out.find("e9e9t: 1\n") != std::string::npos);
  CHECK(divide.out.ends_with("\nNodes searched: 1200\n"));
  CHECK(perft({"--help"}).out.find("--divide") != std::string::npos);
}

TEST_CASE("zhuge perft refuses a bad flag with one line and counts nothing", "[protocol]") {
  for (const auto& [args, why] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--depth", "-1"}, "--depth: '-1' is not 0 or more"},
           {{"--depth", "x"}, "--depth: 'x' is not 0 or more"},
           {{"--variant", "chess"}, "'chess' is not one of luzhanqi-flip|sanguo"},
           {{"--fen", "bad"}, "--fen: fen: expected 5 fields"},
           {{"--bogus"}, "unrecognised option '--bogus'"},
           {{"stray"}, "unexpected 'stray'"}}) {
    INFO(why);
    const Run run = perft(args);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK_THAT(run.err, Catch::StartsWith("error: perft: ") && Catch::Contains(why));
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
}
