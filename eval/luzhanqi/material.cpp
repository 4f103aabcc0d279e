#include "eval/luzhanqi/material.hpp"

namespace zhuge::eval::luzhanqi {

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
