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

// Tests pseudo-legal moves of the side to move. Built once per position: whether the general is
// in check and, if not, the few points where a move can open a way to it. Only a move of the
// general, a move in check, or one that starts or ends on such a point is tried on a board.
class LegalityTest {
 public:
  explicit LegalityTest(const Position& pos);

  bool legal(Move m) {
    if (!in_check_ && m.from != general_ && !opens_from_.test(m.from) && !opens_to_.test(m.to)) {
      return true;
    }
    return legal_on_board(m);
  }
  bool in_check() const { return in_check_; }

 private:
  void scan_ray(const Ray& r);
  template <class Jumps>
  void scan_jumps(const Jumps& jumps, PieceType t);
  bool legal_on_board(Move m);

  const Board& board_;
  Kingdom side_;
  Point general_;
  bool in_check_ = false;
  PointSet opens_from_;  // emptying one of these may expose the general
  PointSet opens_to_;    // filling one of these may (a screen for a rival cannon)
  bool copied_ = false;
  Board scratch_;  // the board, copied on the first move tried
};

}  // namespace zhuge::sanguo
