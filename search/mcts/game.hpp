#pragma once
// What information-set MCTS and PIMC need of a game: two players who alternate (or not) in a
// zero-sum game with chance, seen only through what the player to move can know. As OpenSpiel
// keeps its algorithms apart from its games, the searches in this folder know a game only
// through an adapter that models ChanceGame; luzhanqi's is search/luzhanqi/mcts_game.hpp, and
// the tests register a tiny one, Flip Nim (tests/test_game/search/flipnim/mcts_game.hpp).
//
// A chance action is an action whose outcome the rules draw when it is played (a luzhanqi flip
// reveals a piece from the pool): the tree gives it a chance node whose edges are the outcomes,
// each an action with its outcome fixed, with a weight (its count in the pool). A determinized
// search (PIMC) knows every outcome in advance from a `Deal`.

#include <concepts>
#include <cstdint>
#include <optional>

#include "engine/core/rng.hpp"

namespace zhuge::search::mcts {

// The outcomes of a chance action, with their weights; filled by ChanceGame::chance_outcomes.
template <class A>
struct WeightedOutcome {
  A action{};
  int weight = 0;
};

template <class G>
concept ChanceGame = requires(const G& game, const typename G::Position& pos,
                              typename G::Position& mutable_pos, typename G::Action action,
                              typename G::ActionList& actions, const typename G::Deal& deal,
                              Rng& rng) {
  requires std::equality_comparable<typename G::Position>;  // tree reuse checks the root
  requires std::equality_comparable<typename G::Action>;
  typename G::ActionList;   // a FixedList of actions
  typename G::OutcomeList;  // a FixedList of WeightedOutcome<Action>
  typename G::Deal;         // every outcome fixed in advance
  // The share of drawn games the engine expects where its tree sees no draw (draw_share.hpp).
  { G::kPriorDrawShare } -> std::convertible_to<float>;

  // 0 for the first player, 1 for the second.
  { G::seat(pos) } -> std::convertible_to<std::uint8_t>;
  // The result for the side to move if the game is over: 1 win, 0 draw, -1 loss.
  { G::terminal_value(pos) } -> std::same_as<std::optional<float>>;
  G::legal_actions(pos, actions);
  G::make(mutable_pos, action);

  // Whether playing the action draws an outcome (the tree gives it a chance node).
  { G::is_chance(action) } -> std::same_as<bool>;
  // The chance action a played outcome was drawn for; any other action itself.
  { G::chance_of(action) } -> std::same_as<typename G::Action>;
  // The outcomes of a chance action in `pos`, each with its weight.
  G::chance_outcomes(pos, action, std::declval<typename G::OutcomeList&>());
  // One outcome drawn at random by weight.
  { G::draw_outcome(pos, action, rng) } -> std::same_as<typename G::Action>;
  // A deal of the hidden outcomes, drawn at random, and the outcome it fixes for an action.
  { G::sample_deal(pos, rng) } -> std::same_as<typename G::Deal>;
  { G::dealt_outcome(deal, action) } -> std::same_as<typename G::Action>;

  // The value of `pos` for its side to move in [-1, 1], where a playout stops.
  { game.evaluate(pos) } -> std::convertible_to<float>;
  // An action's progressive bias in [-1, 1]: what it looks worth before any playout.
  { game.prior(pos, action) } -> std::convertible_to<float>;
  // Actions the game calls alike may be kept as one, which then stands for `weight` of them:
  // the adapter removes the others from `actions` and says how many each kept one stands for
  // (0 for one that stands for itself alone). It may draw from `rng` to pick the one kept. A
  // grouping made by default groups nothing (every weight 0).
  { game.group_actions(pos, actions, rng).weight(action) } -> std::convertible_to<int>;
  requires std::default_initializable<decltype(game.group_actions(pos, actions, rng))>;
};

}  // namespace zhuge::search::mcts
