#pragma once
// The static evaluation of a Luzhanqi flip position, in centi-pieces from the
// side to move's view: material (hidden pieces at their expected worth), mines
// against sappers and the flag's exposure, threats and camp safety, and the
// railway mobility of strong pieces and sappers.

#include "engine/luzhanqi/position.hpp"
#include "eval/luzhanqi/weights.hpp"

namespace zhuge::eval::luzhanqi {

using zhuge::luzhanqi::Color;
using zhuge::luzhanqi::Position;

// What the weights multiply, from the side to move's view (own less the opponent's); all zero
// before colours exist. Kept apart from the weights so that tools/fit_eval.py can fit them.
struct EvalTerms {
  int revealed_material = 0;  // the unit: weighed 1
  int hidden_material = 0;    // the pool's signed value, weighed hidden_material_percent / 100
  int mines = 0;              // landmines alive
  int sappers = 0;            // sappers alive while the other side's mines remain
  int flag = 0;               // +1 their flag open to our sappers, -1 ours to theirs, or both
  int threat = 0;             // the best capture gain of the side to move
  int hanging = 0;            // the best capture gain of the opponent
  int camp = 0;               // movable revealed pieces in camps
  int frozen = 0;             // the value of revealed officers and bombs held on headquarters
  int rail_strong = 0;        // free railway points that strong officers reach
  int rail_sapper = 0;        // free railway points that sappers reach
  int pieces = 0;             // pieces in the game, for the move limit
  int quiet_plies = 0;        // towards the move limit
};

EvalTerms eval_terms(const Position& pos);
// The terms weighed, in the engine's integer arithmetic.
int weigh(const EvalTerms& terms, const EvalWeights& weights);

// weigh(eval_terms(pos), weights): 0 before colours exist, where both players are still alike.
int evaluate(const Position& pos, const EvalWeights& weights);

// The material the best attack of `attacker`'s pieces would win next ply
// (its known combat outcome), 0 when none gains.
int best_capture_gain(const Position& pos, Color attacker);

}  // namespace zhuge::eval::luzhanqi
