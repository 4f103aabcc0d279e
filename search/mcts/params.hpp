#pragma once
// The parameters of information-set MCTS and PIMC that any game shares, declared once in
// parameters() (engine options through the protocol, with the game's prefix); the defaults
// here are the committed ones, tuned on luzhanqi at 3000 iterations a move. A game adds its own
// (its evaluation's scale, its prior) in its adapter's parameters, and may set its own defaults
// there (luzhanqi's exploration: search/luzhanqi/params.hpp).

#include "engine/core/parameters.hpp"

namespace zhuge::search::mcts {

struct Params {
  int exploration_percent = 70;  // UCT constant c, times 100
  int expand_visits = 2;         // a leaf grows children once it has this many visits

  bool early_termination = true;  // stop playouts early and score them with the evaluation
  int playout_plies = 2;          // random plies before that evaluation

  bool implicit_minimax = true;  // mix the evaluation's minimax backups into node values
  int minimax_percent = 30;      // weight of the minimax value in selection

  bool progressive_bias = true;  // bias selection to actions the game's prior likes
  int bias_percent = 50;         // weight of that bias, fading as 1 / (visits + 1)

  bool stratified_chance = true;  // draw chance outcomes in proportion, not at random

  bool solver = true;      // prove wins and losses and play them out
  bool tree_reuse = true;  // keep the subtree of the position reached between moves

  int pimc_deals = 8;  // pimc: deals sampled, each searched with an equal share
};

ParameterTable<Params> parameters();

}  // namespace zhuge::search::mcts
