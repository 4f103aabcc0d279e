#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

Combat resolve_combat(Piece attacker, Piece defender) {
  const Kind a = kind_of(attacker), d = kind_of(defender);
  if (d == Kind::Flag) return Combat::AttackerWins;  // only a legal sapper gets here
  if (a == Kind::Bomb || d == Kind::Bomb) return Combat::BothRemoved;
  if (d == Kind::Landmine) return a == Kind::Sapper ? Combat::AttackerWins : Combat::DefenderWins;
  const int ra = officer_rank(a), rd = officer_rank(d);
  if (ra == rd) return Combat::BothRemoved;
  return ra > rd ? Combat::AttackerWins : Combat::DefenderWins;
}

Position Position::start() {
  Position pos;
  pos.board_.fill(Piece::Empty);
  for (int c = 0; c < 2; ++c) {
    for (int k = 0; k < kKinds; ++k) {
      const Piece p = make_piece(Color(c), Kind(k));
      pos.pool_[index(p)] = std::uint8_t(kKindCount[k]);
      pos.alive_[index(p)] = std::uint8_t(kKindCount[k]);
      pos.pool_mask_ |= 1u << index(p);
    }
    pos.army_size_[c] = kArmySize;
  }
  for (Square s = 0; s < kSquares; ++s) {
    if (!(kBoard.camps & bit(s))) {
      pos.board_[s] = Piece::Hidden;
      pos.hidden_ |= bit(s);
    }
  }
  return pos;
}

void Position::put(Square s, Piece p) {
  board_[s] = p;
  if (p == Piece::Hidden) {
    hidden_ |= bit(s);
    return;
  }
  by_color_[index(color_of(p))] |= bit(s);
  if (!is_movable(kind_of(p))) immobile_ |= bit(s);
  if (kind_of(p) == Kind::Flag) flags_ |= bit(s);
}

void Position::clear(Square s) {
  board_[s] = Piece::Empty;
  const Bitboard keep = ~bit(s);
  hidden_ &= keep;
  by_color_[0] &= keep;
  by_color_[1] &= keep;
  immobile_ &= keep;
  flags_ &= keep;
}

void Position::remove_from_pool(Piece p) {
  if (--pool_[index(p)] == 0) pool_mask_ &= ~(1u << index(p));
}

void Position::add_to_pool(Piece p) {
  ++pool_[index(p)];
  pool_mask_ |= 1u << index(p);
}

void Position::kill(Piece p) {
  --alive_[index(p)];
  --army_size_[index(color_of(p))];
}

void Position::revive(Piece p) {
  ++alive_[index(p)];
  ++army_size_[index(color_of(p))];
}

Undo Position::make(Action a) {
  Undo undo{board_[a.from], board_[a.to], quiet_plies_, side_};
  ++ply_;
  if (a.is_flip()) {
    clear(a.from);
    put(a.from, a.reveal);
    remove_from_pool(a.reveal);
    quiet_plies_ = 0;
    // The first flip gives the first player the colour of the piece it revealed.
    side_ = opposite(side_ == Color::None ? color_of(a.reveal) : side_);
    return undo;
  }
  side_ = opposite(side_);
  clear(a.from);
  if (undo.defender == Piece::Empty) {
    put(a.to, undo.attacker);
    ++quiet_plies_;
    return undo;
  }
  quiet_plies_ = 0;
  switch (resolve_combat(undo.attacker, undo.defender)) {
    case Combat::AttackerWins:
      kill(undo.defender);
      clear(a.to);
      put(a.to, undo.attacker);
      break;
    case Combat::BothRemoved:
      kill(undo.defender);
      kill(undo.attacker);
      clear(a.to);
      break;
    case Combat::DefenderWins:
      kill(undo.attacker);
      break;
  }
  return undo;
}

void Position::unmake(Action a, const Undo& undo) {
  --ply_;
  quiet_plies_ = undo.quiet_plies;
  side_ = undo.side;
  if (a.is_flip()) {
    add_to_pool(board_[a.from]);
    clear(a.from);
    put(a.from, Piece::Hidden);
    return;
  }
  if (undo.defender != Piece::Empty) {
    switch (resolve_combat(undo.attacker, undo.defender)) {
      case Combat::AttackerWins:
        revive(undo.defender);
        break;
      case Combat::BothRemoved:
        revive(undo.defender);
        revive(undo.attacker);
        break;
      case Combat::DefenderWins:
        revive(undo.attacker);
        break;
    }
  }
  clear(a.to);
  if (undo.defender != Piece::Empty) put(a.to, undo.defender);
  put(a.from, undo.attacker);
}

}  // namespace zhuge::luzhanqi
