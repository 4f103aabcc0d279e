// The hidden points out of contact, against a search from each point on its own.

#include <catch2/catch.hpp>

#include "eval/luzhanqi/reach.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge::luzhanqi;
using zhuge::eval::luzhanqi::out_of_contact;
using zhuge::eval::luzhanqi::reach;

namespace {

// Whether a piece on `h` that turned freely on the railway, or stepped along a road, would
// meet a revealed piece: searched from `h` alone, one point at a time.
bool touches_revealed(const Position& pos, Square h) {
  const auto revealed = [&](Square s) { return is_revealed(pos.at(s)); };
  for (int s = 0; s < kSquares; ++s) {
    if ((kBoard.road[h] & bit(Square(s))) && revealed(Square(s))) return true;
  }
  std::vector<Square> stack{h};
  std::vector<bool> seen(kSquares, false);
  seen[h] = true;
  while (!stack.empty()) {
    const Square from = stack.back();
    stack.pop_back();
    for (int s = 0; s < kSquares; ++s) {
      if (!(kBoard.rail[from] & bit(Square(s))) || seen[std::size_t(s)]) continue;
      seen[std::size_t(s)] = true;
      if (revealed(Square(s))) return true;
      if (pos.at(Square(s)) == Piece::Empty) stack.push_back(Square(s));
    }
  }
  return false;
}

}  // namespace

TEST_CASE("Hidden points out of contact are those no revealed piece meets", "[ismcts]") {
  int positions = 0, quiet = 0, touched = 0;
  test::random_play(41, 6, [&](const Position& pos) {
    ++positions;
    const Bitboard out = out_of_contact(pos);
    REQUIRE((out & ~pos.hidden()) == 0);
    for (int s = 0; s < kSquares; ++s) {
      const Square h = Square(s);
      if (!(pos.hidden() & bit(h))) continue;
      const bool expected_quiet = !touches_revealed(pos, h);
      REQUIRE(bool(out & bit(h)) == expected_quiet);
      (expected_quiet ? quiet : touched)++;
      if (!expected_quiet) continue;
      for (int r = 0; r < kSquares; ++r) {  // no revealed piece's own reach gets there
        if (is_revealed(pos.at(Square(r)))) REQUIRE(!(reach(pos, Square(r)) & bit(h)));
      }
    }
  });
  REQUIRE(positions > 100);
  REQUIRE(quiet > 0);
  REQUIRE(touched > 0);
}
