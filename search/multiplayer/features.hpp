#pragma once
// The alpha-beta enhancements of paranoid search (docs/search-sanguo.md), each a switch declared
// once in feature_parameters() (an engine option through the game's protocol).

#include "engine/core/parameters.hpp"

namespace zhuge::search::multiplayer {

struct SearchFeatures {
  bool late_move_reductions = true;  // late quiet moves searched shallower first
  bool null_move = true;             // the root's pass, searched shallower, may cut
  bool futility = true;              // near the leaves, quiet moves that cannot reach the window
  bool late_move_pruning = true;     // near the leaves, the last quiet moves by ordering
  bool principal_variation = true;   // moves after the first searched with a null window first
  bool history_malus = true;         // quiet moves searched before a cutoff lose history
  bool static_cut = true;            // near the leaves, the root's evaluation far above beta cuts
};

ParameterTable<SearchFeatures> feature_parameters();

}  // namespace zhuge::search::multiplayer
