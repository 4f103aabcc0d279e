#pragma once
// Railway journeys (rules §4): a sapper turns freely through the network, any other piece
// slides straight. Every journey ends on the first occupied point, which is included: the
// caller keeps the points it may enter or attack. Move generation and the evaluation both
// read these, so they are inline.

#include "engine/luzhanqi/board.hpp"
#include "engine/luzhanqi/types.hpp"

namespace zhuge::luzhanqi {

// The points reached from any point of `from` as a sapper travels, turning freely; the points
// of `from` are not among them.
inline Bitboard rail_flood(Bitboard from, Bitboard occupied) {
  Bitboard reached = 0, frontier = from, seen = from;
  while (frontier) {
    const Bitboard next = kBoard.rail[pop_lowest(frontier)] & ~seen;
    seen |= next;
    reached |= next;
    frontier |= next & ~occupied;
  }
  return reached;
}

// The points reached from `from` by straight slides.
inline Bitboard straight_rail_reach(Square from, Bitboard occupied) {
  Bitboard reached = 0;
  for (int d = 0; d < kDirections; ++d) {
    for (auto s = kBoard.rail_step[from][d]; s != kNoSquare; s = kBoard.rail_step[s][d]) {
      reached |= bit(s);
      if (occupied & bit(s)) break;
    }
  }
  return reached;
}

// The railway points a piece of `kind` on `from` reaches; 0 off the railway.
inline Bitboard railway_reach(Square from, Kind kind, Bitboard occupied) {
  if (!(kBoard.railway & bit(from))) return 0;
  return kind == Kind::Sapper ? rail_flood(bit(from), occupied)
                              : straight_rail_reach(from, occupied);
}

}  // namespace zhuge::luzhanqi
