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

// 0 before colours exist: both players are still alike.
int evaluate(const Position& pos, const EvalWeights& weights);

// The material the best attack of `attacker`'s pieces would win next ply
// (its known combat outcome), 0 when none gains.
int best_capture_gain(const Position& pos, Color attacker);

}  // namespace zhuge::eval::luzhanqi
