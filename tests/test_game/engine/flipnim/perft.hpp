#pragma once
// perft and divide of Flip Nim, as luzhanqi counts its flips: a roll branches once per outcome,
// unweighted.

#include <cstdint>

#include "engine/core/perft.hpp"
#include "engine/flipnim/position.hpp"

namespace zhuge::flipnim {

std::uint64_t perft(Position& pos, int depth);
DivideCounts divide(Position& pos, int depth, const PerftCancel& cancelled = {});

// Calls `visit(action)` for every first action of perft: takes as generated, a roll once with
// each outcome.
template <typename Visit>
void for_each_perft_action(const ActionList& actions, Visit&& visit) {
  for (Action a : actions) {
    if (!a.roll) {
      visit(a);
      continue;
    }
    for (const int stones : {1, 3}) visit(roll(a.number, stones));
  }
}

}  // namespace zhuge::flipnim
