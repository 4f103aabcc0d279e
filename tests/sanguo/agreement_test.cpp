// The engine against the naive implementation of the rules, on positions from seeded random
// play with and without flag-bearers: each move is played as the naive rules play it, and the
// key and exposure kept by make() are those of the position read afresh. The legal moves,
// unmake and perft of random-play positions are compared in tests/rules.

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "tests/sanguo/helpers.hpp"
#include "tests/sanguo/naive_movegen.hpp"

namespace zhuge::sanguo {
namespace {

// Random games from the start; calls visit(pos) on every position reached.
template <class Visit>
void random_games(bool flag_bearers, std::uint64_t seed, int positions, Visit&& visit) {
  Rng rng(seed);
  int seen = 0;
  while (seen < positions) {
    Position pos = Position::start(flag_bearers);
    for (int ply = 0; ply < 300 && seen < positions && !pos.result(); ++ply, ++seen) {
      visit(pos);
      MoveList moves;
      generate_legal(pos, moves);
      pos.make(moves[static_cast<int>(rng.below(moves.size()))]);
    }
  }
}

TEST_CASE("sanguo: make agrees with the naive rules in random play", "[sanguo]") {
  for (bool flag_bearers : {true, false}) {
    int defeated = 0;
    random_games(flag_bearers, flag_bearers ? 1 : 2, 10000, [&](const Position& pos) {
      const auto moves = test::legal_moves(pos);
      if (pos.kingdoms_in_play() < 3) ++defeated;
      Position next = pos;
      next.make(*parse_move(pos, moves[moves.size() / 2]));
      INFO(pos.fen() << " then " << moves[moves.size() / 2]);
      REQUIRE(naive::same(naive::play(naive::from_position(pos), moves[moves.size() / 2]), next));
      REQUIRE(next.key() == test::load(next.fen()).key());
      REQUIRE(next.exposure() == test::load(next.fen()).exposure());
    });
    CHECK(defeated > 1000);  // the sample reaches armies that changed hands
  }
}

}  // namespace
}  // namespace zhuge::sanguo
