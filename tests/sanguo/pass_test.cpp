// Position::pass() against its definition: the position read back from its FEN with the next
// kingdom in play to move, then settled.

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "tests/sanguo/helpers.hpp"

namespace zhuge::sanguo {
namespace {

Position passed_through_fen(const Position& pos) {
  std::string fen = pos.fen();
  Kingdom side = next(pos.side_to_move());
  while (!pos.in_play(side)) side = next(side);
  fen[fen.find(' ') + 1] = kingdom_letter(side);
  Position passed = test::load(fen);
  passed.settle();
  return passed;
}

TEST_CASE("sanguo: a pass hands the turn on as the FEN would", "[sanguo]") {
  Rng rng(3);
  int positions = 0;
  for (int game = 0; game < 20; ++game) {
    Position pos = Position::start(game % 2 == 0);
    for (int ply = 0; ply < 300 && !pos.result(); ++ply, ++positions) {
      Position passed = pos;
      passed.pass();
      const Position expected = passed_through_fen(pos);
      INFO(pos.fen());
      REQUIRE(passed.fen() == expected.fen());
      REQUIRE(passed.key() == expected.key());
      REQUIRE(passed.last_mover() == expected.last_mover());
      REQUIRE(passed.repetitions() == 1);
      MoveList moves;
      generate_legal(pos, moves);
      pos.make(moves[int(rng.below(std::uint64_t(moves.size())))]);
    }
  }
  CHECK(positions > 2000);
}

}  // namespace
}  // namespace zhuge::sanguo
