// The board-only danger test of the searches' pruning against make() and in_check(), in random
// play: after a move from a position without a check, is the general of some kingdom in play
// attacked or facing a rival general?

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"

namespace {

using namespace zhuge::sanguo;

bool any_general_in_danger(const Position& pos) {
  for (const Kingdom k : {Kingdom::Shu, Kingdom::Wu, Kingdom::Wei}) {
    if (pos.in_play(k) && in_check(pos, k)) return true;
  }
  return false;
}

TEST_CASE("sanguo: a move's danger to a general, judged on the board, agrees with make()",
          "[sanguo]") {
  zhuge::Rng rng(12);
  int dangerous = 0, safe = 0;
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start(game % 2 == 0);
    for (int ply = 0; ply < 300 && !pos.result(); ++ply) {
      MoveList moves;
      generate_legal(pos, moves);
      const bool checked = any_general_in_danger(pos);  // outside its contract
      for (const Move m : moves) {
        if (checked) break;
        if (type_of(pos.at(m.to)) == PieceType::General) continue;  // outside its contract
        const bool on_board = leaves_general_in_danger(pos, m);
        const auto undo = pos.make(m);
        // Its one blind spot: a kingdom defeated when the turn passes, for want of a legal move.
        if (pos.in_play_mask() == undo.in_play) {
          CHECK(on_board == any_general_in_danger(pos));
          (on_board ? dangerous : safe)++;
        }
        pos.unmake(undo);
      }
      pos.make(moves[int(rng.below(std::uint64_t(moves.size())))]);
    }
  }
  INFO(dangerous << " dangerous, " << safe << " safe");
  CHECK(dangerous > 1000);
  CHECK(safe > 30000);
}

}  // namespace
