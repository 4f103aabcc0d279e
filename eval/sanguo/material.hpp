#pragma once
// Material values of Three Kingdoms Xiangqi pieces, in centipawns. Taking a
// general wins its whole army, so the general is worth more than any army.

#include <array>

#include "engine/sanguo/types.hpp"

namespace zhuge::eval::sanguo {

using zhuge::sanguo::Piece;
using zhuge::sanguo::PieceType;

// Indexed by PieceType: general, advisor, elephant, horse, chariot, cannon,
// soldier, flag-bearer (a long-legged horse that jumps nothing: near a cannon).
inline constexpr std::array<int, 8> kPieceValue = {20000, 200, 200, 400, 900, 450, 100, 400};
// A soldier across a river also moves sideways.
inline constexpr int kCrossedSoldierValue = 200;

constexpr int value(Piece p) {
  if (zhuge::sanguo::type_of(p) == PieceType::Soldier && zhuge::sanguo::is_crossed(p)) {
    return kCrossedSoldierValue;
  }
  return kPieceValue[static_cast<int>(zhuge::sanguo::type_of(p))];
}

}  // namespace zhuge::eval::sanguo
