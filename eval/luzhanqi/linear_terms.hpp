#pragma once
// The evaluation as a linear form of its weights, for fitting them to game outcomes
// (tools/fit_eval.py): evaluate(pos, w) is revealed_material plus each weight times its
// per_unit value, up to the integer rounding of weigh().

#include <array>

#include "eval/luzhanqi/evaluation.hpp"

namespace zhuge::eval::luzhanqi {

struct LinearTerm {
  int EvalWeights::*weight;
  double per_unit;  // what one unit of the weight adds, in centi-pieces
};

inline constexpr int kLinearTerms = 12;

std::array<LinearTerm, kLinearTerms> linear_terms(const EvalTerms& terms);

}  // namespace zhuge::eval::luzhanqi
