// The engine against the naive implementation of the rules on scattered positions: a few pieces
// on random points, so that the lines, screens and jump blocks around the generals take shapes
// that random play from the start rarely reaches (the legality test treats each apart).

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/attacks.hpp"
#include "engine/sanguo/movegen.hpp"
#include "tests/sanguo/helpers.hpp"
#include "tests/sanguo/naive_movegen.hpp"

namespace zhuge::sanguo {
namespace {

using Pieces = std::vector<std::pair<std::string, std::string>>;

bool loads(const Pieces& pieces, const char* side) {
  std::string error;
  return Position::from_fen(test::fen_of(pieces, side), error).has_value();
}

// Three generals in random palaces, then up to `extra` pieces on random empty points; a piece
// the FEN rules refuse where it lands (an advisor off the palace diagonals, ...) is left out.
Position scattered(Rng& rng, int extra) {
  constexpr std::string_view kOwners = "rgb", kLetters = "RRCCHFpPAE";
  const char side[] = {kOwners[rng.below(3)], 0};
  Pieces pieces;
  std::vector<bool> used(kPoints);
  for (char owner : kOwners) {  // any palace point is a valid point for a general
    Point p;
    do {
      p = make_point(kingdom(int(rng.below(3))), 3 + int(rng.below(3)), 1 + int(rng.below(3)));
    } while (used[p]);
    used[p] = true;
    pieces.emplace_back(point_name(p), std::string{owner, 'K'});
  }
  for (int i = 0; i < extra; ++i) {
    const auto p = Point(rng.below(kPoints));
    if (used[p]) continue;
    pieces.emplace_back(point_name(p),
                        std::string{kOwners[rng.below(3)], kLetters[rng.below(kLetters.size())]});
    if (loads(pieces, side)) {
      used[p] = true;
    } else {
      pieces.pop_back();
    }
  }
  return test::load(test::fen_of(pieces, side));
}

TEST_CASE("sanguo: legal moves agree with the naive generator on scattered positions", "[sanguo]") {
  Rng rng(5);
  int checks = 0, forced = 0;
  for (int n = 0; n < 20000; ++n) {
    const Position pos = scattered(rng, 2 + n % 14);
    INFO(pos.fen());
    const auto moves = test::legal_moves(pos);
    REQUIRE(moves == naive::legal_moves(naive::from_position(pos)));
    REQUIRE(has_legal_move(pos) == !moves.empty());
    const auto only = only_legal_move(pos);
    REQUIRE(only.has_value() == (moves.size() == 1));
    if (only) {
      REQUIRE(to_string(*only) == moves[0]);
      ++forced;
    }
    // The check kept with the position agrees with a search for attackers.
    const Kingdom side = pos.side_to_move();
    REQUIRE(in_check(pos, side) == attacked(pos.board(), pos.general(side), bit(side)));
    if (in_check(pos, side)) ++checks;
  }
  CHECK(checks > 2000);  // the sample holds many checks, where every move is tried on a board
  CHECK(forced > 20);    // and positions with one legal move
}

}  // namespace
}  // namespace zhuge::sanguo
