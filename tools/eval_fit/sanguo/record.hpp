#pragma once
// Sanguo's table for its fitting script, in zhuge-eval-features' registry
// (tools/eval_fit/fit_game.hpp).
#include "tools/eval_fit/fit_game.hpp"

namespace zhuge::eval_fit {

FitGame sanguo_fit_game();

}  // namespace zhuge::eval_fit
