#include "eval/luzhanqi/reach.hpp"

#include "engine/luzhanqi/railway.hpp"

namespace zhuge::eval::luzhanqi {

using namespace zhuge::luzhanqi;

namespace {

bool is_mobile(const Position& pos, Square from) {
  const Piece p = pos.at(from);
  return is_revealed(p) && !((pos.immobile() | kBoard.headquarters) & bit(from));
}

}  // namespace

Bitboard rail_reach(const Position& pos, Square from) {
  if (!is_mobile(pos, from)) return 0;
  return railway_reach(from, kind_of(pos.at(from)), pos.occupied());
}

Bitboard out_of_contact(const Position& pos) {
  const Bitboard revealed = pos.revealed(Color::Red) | pos.revealed(Color::Blue);
  // Every road step and every railway journey, turning freely, from a revealed piece.
  Bitboard contact = rail_flood(revealed & kBoard.railway, pos.occupied());
  for (Bitboard r = revealed; r;) contact |= kBoard.road[pop_lowest(r)];
  return pos.hidden() & ~contact;
}

Bitboard reach(const Position& pos, Square from) {
  if (!is_mobile(pos, from)) return 0;
  return kBoard.road[from] | rail_reach(pos, from);
}

}  // namespace zhuge::eval::luzhanqi
