#pragma once
// Zobrist keys: one per (point, piece byte), side to move and set of kingdoms in play. A piece
// byte holds owner, type and the crossed mark, which with the point fix the piece's home.

#include <array>
#include <cstdint>

#include "engine/sanguo/types.hpp"

namespace zhuge::sanguo {

struct ZobristKeys {
  std::array<std::array<std::uint64_t, 64>, kPoints> piece;  // [point][piece & 63]
  std::array<std::uint64_t, kKingdoms> side;
  std::array<std::uint64_t, 8> in_play;  // [mask]
};

// Computed when the program is built (constant initialisation): ready before any code runs, and
// read without the guard a function's static would need on every call.
extern const ZobristKeys kZobristKeys;
inline const ZobristKeys& zobrist() {
  return kZobristKeys;
}

inline std::uint64_t piece_key(Point p, Piece piece) {
  return zobrist().piece[p][piece & 63];
}

}  // namespace zhuge::sanguo
