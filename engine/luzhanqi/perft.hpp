#pragma once
// perft and divide as rules §7.3 define them: a flip branches once per distinct
// kind in the pool, unweighted; a captured flag ends a line; the move limit is
// ignored.

#include <bit>
#include <cstdint>

#include "engine/core/perft.hpp"
#include "engine/luzhanqi/action.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

std::uint64_t perft(Position& pos, int depth);

// Every first action (each flip outcome on its own) with its perft(depth - 1),
// sorted by notation.
DivideCounts divide(Position& pos, int depth, const PerftCancel& cancelled = {});

// Calls `visit(action)` for every first action of perft: moves as generated,
// flips once per distinct kind in the pool with that outcome filled in.
template <typename Visit>
void for_each_perft_action(const Position& pos, const ActionList& actions, Visit&& visit) {
  for (Action a : actions) {
    if (!a.is_flip()) {
      visit(a);
      continue;
    }
    for (std::uint32_t kinds = pos.pool_mask(); kinds; kinds &= kinds - 1) {
      a.reveal = Piece(std::countr_zero(kinds));
      visit(a);
    }
  }
}

}  // namespace zhuge::luzhanqi
