#pragma once
// The tunable parameters of the Luzhanqi searches, each declared once in search_parameters()
// (an engine option through the protocol); the defaults here are the committed ones.

#include "engine/core/parameters.hpp"
#include "eval/luzhanqi/weights.hpp"

namespace zhuge::search::luzhanqi {

struct SearchParams {
  int exploration_percent = 70;  // UCT constant c, times 100
  int expand_visits = 2;         // a leaf grows children once it has this many visits

  bool early_termination = true;  // stop playouts early and score them with the evaluation
  int playout_plies = 2;          // random plies before that evaluation
  int eval_scale = 752;           // cp at which the evaluation maps to a value of tanh(1)

  bool implicit_minimax = true;  // mix the evaluation's minimax backups into node values
  int minimax_percent = 30;      // weight of the minimax value in selection

  bool progressive_bias = true;  // bias selection to actions the evaluation likes
  int bias_percent = 50;         // weight of that bias, fading as 1 / (visits + 1)
  int bias_flip_percent = 25;    // a flip's bias: this share of what it is expected to reveal

  bool group_flips = true;        // one flip stands for all the points out of contact
  bool stratified_chance = true;  // draw flip outcomes in proportion, not at random

  bool solver = true;      // prove wins and losses and play them out
  bool tree_reuse = true;  // keep the subtree of the position reached between moves

  int pimc_deals = 8;  // pimc: deals sampled, each searched with an equal share

  eval::luzhanqi::EvalWeights eval;  // eval::luzhanqi::weight_parameters()
};

// Every field but `eval`.
ParameterTable<SearchParams> search_parameters();

}  // namespace zhuge::search::luzhanqi
