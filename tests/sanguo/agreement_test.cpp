// The engine against the naive implementation of the rules, on positions from seeded random
// play with and without flag-bearers.

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/perft.hpp"
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

TEST_CASE("sanguo: legal moves agree with the naive generator in random play", "[sanguo]") {
  for (bool flag_bearers : {true, false}) {
    int defeated = 0;
    random_games(flag_bearers, flag_bearers ? 1 : 2, 10000, [&](Position& pos) {
      const naive::Game game = naive::from_position(pos);
      const auto moves = test::legal_moves(pos);
      INFO(pos.fen());
      REQUIRE(moves == naive::legal_moves(game));
      if (pos.kingdoms_in_play() < 3) ++defeated;

      // make() agrees with the naive rules, and unmake() restores everything.
      const std::string fen = pos.fen();
      const std::uint64_t key = pos.key();
      const Move m = *parse_move(pos, moves[moves.size() / 2]);
      const Undo u = pos.make(m);
      INFO("after " << moves[moves.size() / 2]);
      REQUIRE(naive::same(naive::play(game, moves[moves.size() / 2]), pos));
      REQUIRE(pos.key() == test::load(pos.fen()).key());
      REQUIRE(pos.exposure() == test::load(pos.fen()).exposure());
      pos.unmake(u);
      REQUIRE(pos.fen() == fen);
      REQUIRE(pos.key() == key);
      REQUIRE(pos.exposure() == test::load(fen).exposure());
    });
    CHECK(defeated > 1000);  // the sample reaches armies that changed hands
  }
}

// Positions after a kingdom fell, from random play: a defeated kingdom, a transferred army.
std::vector<Position> midgames(bool flag_bearers, std::uint64_t seed, int count) {
  std::vector<Position> result;
  Rng rng(seed);
  while (static_cast<int>(result.size()) < count) {
    Position pos = Position::start(flag_bearers);
    while (!pos.result() && pos.kingdoms_in_play() == 3) {
      MoveList moves;
      generate_legal(pos, moves);
      pos.make(moves[static_cast<int>(rng.below(moves.size()))]);
    }
    if (!pos.result()) result.push_back(test::load(pos.fen()));
  }
  return result;
}

TEST_CASE("sanguo: perft after a defeat agrees with the naive perft", "[sanguo]") {
  for (bool flag_bearers : {true, false}) {
    for (Position& pos : midgames(flag_bearers, 7, 6)) {
      INFO(pos.fen());
      REQUIRE(pos.kingdoms_in_play() == 2);
      CHECK(perft(pos, 3) == naive::perft(naive::from_position(pos), 3));
    }
  }
}

}  // namespace
}  // namespace zhuge::sanguo
