#pragma once
// The tunable parameters of the Luzhanqi searches: the generic MCTS ones (search/mcts/params.hpp)
// and luzhanqi's own, each declared once in a parameter table (an engine option through the
// protocol); the defaults here are the committed ones.

#include "engine/core/parameters.hpp"
#include "eval/luzhanqi/weights.hpp"
#include "search/mcts/params.hpp"

namespace zhuge::search::luzhanqi {

struct SearchParams : mcts::Params {
  // Luzhanqi explores less and leans more on the minimax values than the generic defaults, which
  // were tuned at 3000 iterations a move: at the 20,000 and more a move gets at 0.1 s and up,
  // c = 0.40 played +56 Elo against 0.70, and a minimax weight of 0.60 with the centre below +80
  // against 0.30 without it (docs/strength.md, "Issue 14: less exploration" and "Issue 14: more
  // minimax, and the centre on").
  SearchParams() {
    exploration_percent = 40;
    minimax_percent = 60;
  }

  int eval_scale = 752;           // cp at which the evaluation maps to a value of tanh(1)
  int bias_flip_percent = 25;     // a flip's bias: this share of what it is expected to reveal
  bool group_flips = true;        // one flip stands for all the points out of contact
  int eval_centre_percent = 100;  // leaves scored against this share of the root's evaluation

  eval::luzhanqi::EvalWeights eval;  // eval::luzhanqi::weight_parameters()
};

// Luzhanqi's own fields but `eval`; mcts::parameters() has the generic ones.
ParameterTable<SearchParams> search_parameters();

}  // namespace zhuge::search::luzhanqi
