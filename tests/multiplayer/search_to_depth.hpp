#pragma once
// Runs a multi-player search to a fixed depth, for the tests.

#include "search/multiplayer/iterative_deepening.hpp"

namespace zhuge::search::multiplayer::testing {

template <MultiplayerGame G>
SearchOutcome<G> search_to_depth(const G& game, SearchMethod method, int depth,
                                 bool use_tt = true) {
  TranspositionTable tt(1);
  SearchLimits<G> limits;
  limits.may_start_iteration = [depth](int d) { return d <= depth; };
  limits.use_tt = use_tt;
  return iterative_deepening(game, method, tt, limits, {});
}

}  // namespace zhuge::search::multiplayer::testing
