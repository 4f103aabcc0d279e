#pragma once
// Attacks on a point and the legality test of the move generators (§4): a move is legal if it
// does not leave the mover's general attacked. Internal to the engine.

#include <array>

#include "engine/sanguo/geometry.hpp"
#include "engine/sanguo/position.hpp"

namespace zhuge::sanguo {

using Board = std::array<Piece, kPoints>;

// Mask for comparing a piece byte with a type regardless of owner (and of the crossed mark).
inline constexpr Piece kTypeMask = 0x9C;
constexpr bool is(Piece p, PieceType t) {
  return (p & kTypeMask) == (make_piece(Kingdom::Shu, t) & kTypeMask);
}
// `friends` is a mask of kingdoms whose pieces do not attack.
constexpr bool hostile(Piece p, unsigned friends) {
  return p && !(friends & (1u << (p & 3)));
}

// Whether a piece of a kingdom outside `friends` could capture on g.
bool attacked(const Board& b, Point g, unsigned friends);

// The exposure of the general of `side` on `general`, found by one scan from it.
Exposure find_exposure(const Board& b, Point general, Kingdom side);

// Tests pseudo-legal moves of the side to move, with the position's exposure: only a move of the
// general, a move in check, or one that starts or ends on a point that may open a way to the
// general is tried on a board.
class LegalityTest {
 public:
  explicit LegalityTest(const Position& pos)
      : board_(pos.board()),
        side_(pos.side_to_move()),
        general_(pos.general(side_)),
        exposure_(pos.exposure()) {}

  bool legal(Move m) {
    if (!exposure_.in_check && m.from != general_ && !exposure_.opens_from.test(m.from) &&
        !exposure_.opens_to.test(m.to)) {
      return true;
    }
    return legal_on_board(m);
  }

 private:
  bool legal_on_board(Move m);

  const Board& board_;
  Kingdom side_;
  Point general_;
  const Exposure& exposure_;
  bool copied_ = false;
  Board scratch_;  // the board, copied on the first move tried
};

}  // namespace zhuge::sanguo
