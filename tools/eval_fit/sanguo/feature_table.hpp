#pragma once
// The comma-separated table that tools/fit_sanguo_eval.py reads: one row per kingdom in play in
// each position, with the opening (the fit holds out whole openings, played in several
// seatings), the game's round and ply (which rows make one position), the kingdom, its points in
// the end, its strength under the default weights (eval/sanguo/evaluation.hpp) and, per weight, how
// much one unit more of it adds to that strength, headed by the weight's option name and its
// default, as in `SanguoChariot=885`. The strength is not linear in every weight (a hanging piece
// costs its value times a percent), so these are derivatives at the defaults, taken as central
// differences.
#include <string>
#include <vector>

#include "eval/sanguo/evaluation.hpp"
#include "tools/eval_fit/sanguo/samples.hpp"

namespace zhuge::eval_fit {

class SanguoFeatureTable {
 public:
  SanguoFeatureTable();

  std::string header() const;
  // The rows of one position of the game `record`.
  std::vector<std::string> rows(const match::GameRecord& record, const SanguoSample& sample) const;

 private:
  // Per weight of eval::sanguo::weight_parameters(): the evaluators a step below and above the
  // default, and the step between them.
  struct Difference {
    eval::sanguo::Evaluator below, above;
    double step;
  };
  eval::sanguo::Evaluator today_;
  std::vector<Difference> differences_;
};

}  // namespace zhuge::eval_fit
