// The captures generator against the captures among all legal moves, in random play.

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"

namespace {

using namespace zhuge::sanguo;

std::vector<Move> captures_among_legal(const Position& pos) {
  MoveList moves;
  generate_legal(pos, moves);
  std::vector<Move> captures;
  for (Move m : moves) {
    if (pos.at(m.to) != kEmpty) captures.push_back(m);
  }
  return captures;
}

TEST_CASE("sanguo: the captures generator gives the legal captures", "[sanguo]") {
  zhuge::Rng rng(11);
  int positions = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos = Position::start(game % 2 == 0);
    for (int ply = 0; ply < 300 && !pos.result(); ++ply, ++positions) {
      MoveList captures;
      generate_legal_captures(pos, captures);
      CHECK(std::vector<Move>(captures.begin(), captures.end()) == captures_among_legal(pos));
      MoveList moves;
      generate_legal(pos, moves);
      pos.make(moves[int(rng.below(std::uint64_t(moves.size())))]);
    }
  }
  CHECK(positions > 5000);
}

}  // namespace
