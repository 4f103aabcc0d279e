#include "tools/eval_fit/feature_table.hpp"

#include <cstdio>

#include "eval/luzhanqi/linear_terms.hpp"
#include "protocol/luzhanqi_search_options.hpp"

namespace zhuge::eval_fit {

namespace {

using namespace eval::luzhanqi;

std::string number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x == 0 ? 0.0 : x);  // no "-0"
  return text;
}

}  // namespace

std::string table_header() {
  std::string header = "deal,ply,points,eval,material";
  const EvalWeights defaults;
  for (const LinearTerm& term : linear_terms(EvalTerms{})) {
    header += ',';
    header += protocol::eval_weight_option(term.weight).value();  // every weight is an option
    header += '=' + std::to_string(defaults.*term.weight);
  }
  return header;
}

std::string table_row(const std::string& deal, const Sample& sample) {
  const EvalTerms terms = eval_terms(sample.position);
  std::string row = deal + ',' + std::to_string(sample.position.ply()) + ',' +
                    number(sample.points) + ',' + std::to_string(weigh(terms, EvalWeights{})) +
                    ',' + std::to_string(terms.revealed_material);
  for (const LinearTerm& term : linear_terms(terms)) row += ',' + number(term.per_unit);
  return row;
}

}  // namespace zhuge::eval_fit
