#include "tools/eval_fit/luzhanqi/feature_table.hpp"

#include "eval/luzhanqi/linear_terms.hpp"
#include "protocol/luzhanqi/search_options.hpp"
#include "tools/eval_fit/csv_number.hpp"

namespace zhuge::eval_fit {

using namespace eval::luzhanqi;

std::string luzhanqi_table_header() {
  std::string header = "deal,ply,points,eval,material";
  const EvalWeights defaults;
  for (const LinearTerm& term : linear_terms(EvalTerms{})) {
    header += ',';
    header += protocol::eval_weight_option(term.weight).value();  // every weight is an option
    header += '=' + std::to_string(defaults.*term.weight);
  }
  return header;
}

std::string luzhanqi_table_row(const std::string& deal, const LuzhanqiSample& sample) {
  const EvalTerms terms = eval_terms(sample.position);
  std::string row = deal + ',' + std::to_string(sample.position.ply()) + ',' +
                    csv_number(sample.points) + ',' + std::to_string(weigh(terms, EvalWeights{})) +
                    ',' + std::to_string(terms.revealed_material);
  for (const LinearTerm& term : linear_terms(terms)) row += ',' + csv_number(term.per_unit);
  return row;
}

}  // namespace zhuge::eval_fit
