// The `board` message is the rules' geometry: the points by kind and each pair of neighbours
// once, checked against facts of the rule texts.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "tools/match/luzhanqi/board.hpp"
#include "tools/match/sanguo/board.hpp"

using namespace zhuge::match;
using nlohmann::json;

namespace {

// "a1|a2" -> kind, with a check that no pair comes twice.
std::map<std::string, std::string> edges_of(const json& board) {
  std::map<std::string, std::string> edges;
  for (const auto& e : board["edges"]) {
    std::string a = e["a"], b = e["b"];
    if (b < a) std::swap(a, b);
    const bool fresh = edges.emplace(a + "|" + b, e["kind"]).second;
    CHECK(fresh);
  }
  return edges;
}

std::map<std::string, int> kinds_of(const json& board) {
  std::map<std::string, int> kinds;
  for (const auto& p : board["points"]) ++kinds[p["kind"]];
  return kinds;
}

std::string kind(const std::map<std::string, std::string>& edges, std::string a, std::string b) {
  if (b < a) std::swap(a, b);
  const auto it = edges.find(a + "|" + b);
  return it == edges.end() ? "none" : it->second;
}

}  // namespace

TEST_CASE("The luzhanqi board: posts, stations, camps, headquarters, roads and railways", "[gui]") {
  const json board = luzhanqi_board();
  REQUIRE(board["points"].size() == 60);
  const auto kinds = kinds_of(board);
  CHECK(kinds.at("hq") == 4);
  CHECK(kinds.at("camp") == 10);
  const auto edges = edges_of(board);
  CHECK(kind(edges, "a6", "a7") == "railway");
  CHECK(kind(edges, "c6", "c7") == "railway");
  CHECK(kind(edges, "b6", "b7") == "none");  // the front is crossed on files a, c, e only
  CHECK(kind(edges, "d6", "d7") == "none");
  CHECK(kind(edges, "a2", "b2") == "railway");
  CHECK(kind(edges, "b2", "b3") == "road");  // b3 is a camp
  CHECK(kind(edges, "b3", "a2") == "road");  // a camp's diagonal
  CHECK(kind(edges, "b3", "c4") == "road");
  CHECK(kind(edges, "a1", "b2") == "none");
  CHECK(kind(edges, "c1", "c2") == "road");
}

TEST_CASE("The sanguo board: three halves, river crossings, the triangle and the palaces",
          "[gui]") {
  const json board = sanguo_board(true);
  REQUIRE(board["points"].size() == 135);
  CHECK(board["flag_bearers"] == true);
  CHECK(kinds_of(board).at("palace") == 27);
  const auto edges = edges_of(board);
  int lines = 0, diagonals = 0;
  for (const auto& [pair, k] : edges) (k == "line" ? lines : diagonals)++;
  // 15 ranks of 8 steps, 27 files of 4, 12 river crossings, the triangle's 3 sides.
  CHECK(lines == 15 * 8 + 27 * 4 + 12 + 3);
  CHECK(diagonals == 3 * 4);
  CHECK(kind(edges, "rf5", "gd5") == "line");
  CHECK(kind(edges, "ri5", "ga5") == "line");
  CHECK(kind(edges, "bf5", "rd5") == "line");
  CHECK(kind(edges, "rd5", "gf5") == "none");
  CHECK(kind(edges, "re5", "ge5") == "line");
  CHECK(kind(edges, "ge5", "be5") == "line");
  CHECK(kind(edges, "re2", "rd1") == "palace");
  CHECK(kind(edges, "rd2", "re1") == "none");
}
