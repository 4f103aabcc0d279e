// The 60-point board of rules §1: roads, railways, camps, headquarters.

#include <catch2/catch.hpp>

#include "engine/luzhanqi/board.hpp"

using namespace zhuge::luzhanqi;

namespace {

Square at(const char* name) {
  return *parse_square(name);
}

int edge_count(const std::array<Bitboard, kSquares>& adjacency) {
  int ends = 0;
  for (Bitboard b : adjacency) ends += std::popcount(b);
  return ends / 2;
}

}  // namespace

TEST_CASE("board: camps, headquarters and railway points are where §1 puts them",
          "[luzhanqi][board]") {
  Bitboard camps = 0;
  for (const char* s : {"b3", "d3", "c4", "b5", "d5", "b8", "d8", "c9", "b10", "d10"}) {
    camps |= bit(at(s));
  }
  CHECK(kBoard.camps == camps);
  CHECK(kBoard.headquarters == (bit(at("b1")) | bit(at("d1")) | bit(at("b12")) | bit(at("d12"))));
  CHECK(std::popcount(kBoard.railway) == 32);
  CHECK_FALSE(kBoard.railway & (kBoard.camps | kBoard.headquarters));
}

TEST_CASE("board: roads and railways have the right number of edges", "[luzhanqi][board]") {
  // 2 x 49 orthogonal roads in the halves, 3 across the front, 32 camp diagonals
  // (40 less the 8 shared between two camps).
  CHECK(edge_count(kBoard.road) == 133);
  // Ranks 2, 6, 7, 11 (4 each), files a and e (9 each), and c6-c7.
  CHECK(edge_count(kBoard.rail) == 35);
  for (Square s = 0; s < kSquares; ++s) CHECK((kBoard.rail[s] & ~kBoard.road[s]) == 0);
}

TEST_CASE("board: b6-b7 and d6-d7 do not exist; a6-a7, c6-c7, e6-e7 do", "[luzhanqi][board]") {
  CHECK_FALSE(kBoard.road[at("b6")] & bit(at("b7")));
  CHECK_FALSE(kBoard.road[at("d6")] & bit(at("d7")));
  for (const char* f : {"a", "c", "e"}) {
    const std::string six = std::string(f) + "6", seven = std::string(f) + "7";
    CHECK(kBoard.road[at(six.c_str())] & bit(at(seven.c_str())));
    CHECK(kBoard.rail[at(six.c_str())] & bit(at(seven.c_str())));
  }
}

TEST_CASE("board: camps join their four diagonal neighbours, nothing else is diagonal",
          "[luzhanqi][board]") {
  auto set = [](std::initializer_list<const char*> squares) {
    Bitboard b = 0;
    for (const char* s : squares) b |= bit(at(s));
    return b;
  };
  CHECK(kBoard.road[at("b3")] == set({"b2", "b4", "a3", "c3", "a2", "c2", "a4", "c4"}));
  CHECK(kBoard.road[at("c4")] == set({"c3", "c5", "b4", "d4", "b3", "d3", "b5", "d5"}));
  CHECK(kBoard.road[at("c3")] == set({"c2", "c4", "b3", "d3"}));
  CHECK(kBoard.road[at("a1")] == set({"a2", "b1"}));
}

TEST_CASE("board: square names round-trip and reject garbage", "[luzhanqi][board]") {
  for (Square s = 0; s < kSquares; ++s) CHECK(parse_square(square_name(s)) == s);
  for (const char* bad : {"", "a", "f1", "a0", "a13", "a01", "A1", "a1x", "a100"}) {
    CHECK_FALSE(parse_square(bad));
  }
}
