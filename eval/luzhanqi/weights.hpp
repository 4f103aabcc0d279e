#pragma once
// The weights of the Luzhanqi evaluation, in centi-pieces unless a name says
// percent. Each one is a parameter (weight_parameters(), an engine option through the
// protocol) so that tools/tune.py can tune it; the defaults here are the committed ones: tuned
// by SPSA, then fitted to self-play outcomes by tools/fit_eval.py (docs/strength.md).

#include "engine/core/parameters.hpp"

namespace zhuge::eval::luzhanqi {

struct EvalWeights {
  int hidden_material_percent = 100;  // share of a still-hidden piece's value its colour gets
  int mine_guard = 18;                // per own landmine alive: the flag stays safe
  int sapper_versus_mines = 182;      // per own sapper alive while enemy mines remain
  int flag_exposed = 1032;            // own flag open to sappers: mines gone and a sapper alive
  int threat_percent = 54;            // share of the best capture the side to move has
  int hanging_percent = 31;           // share of the best capture the opponent has
  int camp = 88;                      // per own movable piece safe in a camp
  int frozen_percent = 50;  // share of its value a piece loses, frozen on an HQ (set by hand)
  int rail_strong = 14;     // per railway point a strong officer reaches
  int rail_sapper = 7;      // per railway point a sapper reaches
  // The move limit (rules §6.3) counts pieces, not their worth: per piece more than the
  // opponent, and more per piece as the quiet plies run towards the limit.
  int piece_count = 16;       // at any time
  int piece_count_late = 44;  // added in proportion to the quiet plies, in full at the limit
};

ParameterTable<EvalWeights> weight_parameters();

}  // namespace zhuge::eval::luzhanqi
