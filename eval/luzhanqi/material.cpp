#include "eval/luzhanqi/material.hpp"

namespace zhuge::eval::luzhanqi {

int combat_gain(Piece attacker, Piece defender) {
  switch (zhuge::luzhanqi::resolve_combat(attacker, defender)) {
    case zhuge::luzhanqi::Combat::AttackerWins:
      return value(defender);
    case zhuge::luzhanqi::Combat::BothRemoved:
      return value(defender) - value(attacker);
    case zhuge::luzhanqi::Combat::DefenderWins:
      return -value(attacker);
  }
  return 0;
}

double expected_flip_value(const Position& pos, Color us) {
  const int hidden = pos.hidden_count();
  if (hidden == 0 || us == Color::None) return 0.0;
  long total = 0;
  for (int p = 0; p < zhuge::luzhanqi::kPieceKinds; ++p) {
    total += long(pos.pool_count(Piece(p))) * signed_value(Piece(p), us);
  }
  return double(total) / hidden;
}

}  // namespace zhuge::eval::luzhanqi
