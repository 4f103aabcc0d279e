#pragma once
// The comma-separated table that tools/fit_eval.py reads: one row per position, with the deal
// (the fit holds out whole deals), the ply, the side to move's points, the evaluation under the
// default weights, the revealed material (the unit) and what each weight multiplies, headed by
// the weight's option name and its default, as in `EvalCamp=32`.
#include <string>

#include "tools/eval_fit/luzhanqi/samples.hpp"

namespace zhuge::eval_fit {

std::string luzhanqi_table_header();
// `deal` is the record's deal seed, the same for both games of a deal.
std::string luzhanqi_table_row(const std::string& deal, const LuzhanqiSample& sample);

}  // namespace zhuge::eval_fit
