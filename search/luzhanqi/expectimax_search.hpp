#pragma once
// Luzhanqi's star1 player: the expectimax yardstick of search/expectimax/ (alpha-beta, Star1
// chance nodes over the hidden pool, a quiescence search over attacks) on the same adapter,
// evaluation and flip groups as ISMCTS (mcts_game.hpp). The template is instantiated once, in
// expectimax_search.cpp.

#include "engine/core/rng.hpp"
#include "search/expectimax/star1_search.hpp"
#include "search/luzhanqi/mcts_game.hpp"
#include "search/luzhanqi/params.hpp"

namespace zhuge::search::expectimax {
extern template class Star1Search<luzhanqi::MctsGame>;
}  // namespace zhuge::search::expectimax

namespace zhuge::search::luzhanqi {

using ExpectimaxLimits = expectimax::SearchLimits<Action>;
using ExpectimaxIteration = expectimax::Iteration<Action>;
using ExpectimaxOutcome = expectimax::SearchOutcome<Action>;

// Iterative deepening from `pos` until the limits stop it; `rng` picks the flip that stands for
// each group.
ExpectimaxOutcome search_star1(const Position& pos, const SearchParams& params,
                               const ExpectimaxLimits& limits, Rng& rng);

}  // namespace zhuge::search::luzhanqi
