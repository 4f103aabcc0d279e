#include "engine/luzhanqi/movegen.hpp"

#include "engine/luzhanqi/railway.hpp"

namespace zhuge::luzhanqi {

namespace {

bool has_game_ended(const Position& pos) {
  return pos.flag_captured(Color::Red) || pos.flag_captured(Color::Blue);
}

}  // namespace

Bitboard move_targets(const Position& pos, Square from) {
  const Color us = pos.side_to_move();
  if (us == Color::None || !(pos.revealed(us) & bit(from))) return 0;
  if ((pos.immobile() | kBoard.headquarters) & bit(from)) return 0;

  const Color them = opposite(us);
  const Bitboard occupied = pos.occupied();
  const Kind kind = kind_of(pos.at(from));
  const bool sapper = kind == Kind::Sapper;

  const Bitboard reach = kBoard.road[from] | railway_reach(from, kind, occupied);
  // Revealed enemies outside camps may be attacked; a flag only by a sapper
  // once all of its side's landmines are gone.
  Bitboard attackable = pos.revealed(them) & ~kBoard.camps;
  if (!sapper || !pos.mines_cleared(them)) attackable &= ~pos.flags();
  return reach & (~occupied | attackable);
}

void generate_moves(const Position& pos, ActionList& list) {
  const Color us = pos.side_to_move();
  if (us == Color::None || has_game_ended(pos)) return;
  Bitboard movers = pos.revealed(us) & ~pos.immobile() & ~kBoard.headquarters;
  while (movers) {
    const Square from = pop_lowest(movers);
    for (Bitboard to = move_targets(pos, from); to;) list.push(move_action(from, pop_lowest(to)));
  }
}

void generate_actions(const Position& pos, ActionList& list) {
  if (has_game_ended(pos)) return;
  for (Bitboard hidden = pos.hidden(); hidden;) list.push(flip_action(pop_lowest(hidden)));
  generate_moves(pos, list);
}

bool is_legal(const Position& pos, Action a, bool need_outcome) {
  if (has_game_ended(pos)) return false;
  if (a.is_flip()) {
    if (!(pos.hidden() & bit(a.from))) return false;
    if (!need_outcome) return a.reveal == Piece::Hidden;
    return is_revealed(a.reveal) && pos.pool_count(a.reveal) > 0;
  }
  return a.reveal == Piece::Hidden && (move_targets(pos, a.from) & bit(a.to));
}

}  // namespace zhuge::luzhanqi
