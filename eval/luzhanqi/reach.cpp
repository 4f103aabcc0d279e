#include "eval/luzhanqi/reach.hpp"

namespace zhuge::eval::luzhanqi {

using namespace zhuge::luzhanqi;

namespace {

bool is_mobile(const Position& pos, Square from) {
  const Piece p = pos.at(from);
  return is_revealed(p) && !((pos.immobile() | kBoard.headquarters) & bit(from));
}

}  // namespace

Bitboard rail_reach(const Position& pos, Square from) {
  if (!is_mobile(pos, from) || !(kBoard.railway & bit(from))) return 0;
  const Bitboard occupied = pos.occupied();
  Bitboard reached = 0;
  if (kind_of(pos.at(from)) == Kind::Sapper) {  // turns freely through the network
    Bitboard frontier = bit(from), seen = bit(from);
    while (frontier) {
      const Bitboard next = kBoard.rail[pop_lowest(frontier)] & ~seen;
      seen |= next;
      reached |= next;
      frontier |= next & ~occupied;
    }
    return reached;
  }
  for (int d = 0; d < kDirections; ++d) {
    for (auto s = kBoard.rail_step[from][d]; s != kNoSquare; s = kBoard.rail_step[s][d]) {
      reached |= bit(s);
      if (occupied & bit(s)) break;
    }
  }
  return reached;
}

Bitboard out_of_contact(const Position& pos) {
  const Bitboard revealed = pos.revealed(Color::Red) | pos.revealed(Color::Blue);
  const Bitboard empty = ~pos.occupied();
  Bitboard contact = 0;
  for (Bitboard r = revealed; r;) contact |= kBoard.road[pop_lowest(r)];
  Bitboard frontier = revealed & kBoard.railway, seen = frontier;
  while (frontier) {  // every railway journey from a revealed piece, turning freely
    const Bitboard next = kBoard.rail[pop_lowest(frontier)] & ~seen;
    seen |= next;
    contact |= next;
    frontier |= next & empty;
  }
  return pos.hidden() & ~contact;
}

Bitboard reach(const Position& pos, Square from) {
  if (!is_mobile(pos, from)) return 0;
  return kBoard.road[from] | rail_reach(pos, from);
}

}  // namespace zhuge::eval::luzhanqi
