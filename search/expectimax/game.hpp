#pragma once
// What the expectimax search (star1_search.hpp) needs of a game: the chance game of ISMCTS and
// PIMC (search/mcts/game.hpp), whose chance actions become chance nodes weighted by their
// outcomes, and which actions are tactical: searched on past the nominal depth, in the
// quiescence search, because their outcome is known and a leaf in the middle of an exchange
// would be misjudged (a luzhanqi attack between revealed pieces).

#include <concepts>

#include "search/mcts/game.hpp"

namespace zhuge::search::expectimax {

template <class G>
concept ExpectimaxGame = mcts::ChanceGame<G> &&
    requires(const typename G::Position& pos, typename G::Action action) {
  // Never a chance action.
  { G::is_tactical(pos, action) } -> std::same_as<bool>;
};

}  // namespace zhuge::search::expectimax
