#include "protocol/luzhanqi/search_options.hpp"

#include "protocol/parameter_options.hpp"

namespace zhuge::protocol {

namespace {

using search::luzhanqi::SearchParams;

// The searches' parameters carry their option names; the evaluation's are named here.
constexpr OptionPrefix kSearchPrefix{"", "luzhanqi: "};
constexpr OptionPrefix kEvalPrefix{"Eval", "luzhanqi eval: "};

}  // namespace

void add_luzhanqi_search_options(OptionRegistry& registry) {
  const SearchParams defaults;
  add_parameter_options(registry, kSearchPrefix, search::mcts::parameters(),
                        static_cast<const search::mcts::Params&>(defaults));
  add_parameter_options(registry, kSearchPrefix, search::luzhanqi::search_parameters(), defaults);
  add_parameter_options(registry, kEvalPrefix, eval::luzhanqi::weight_parameters(), defaults.eval);
}

std::optional<std::string> eval_weight_option(int eval::luzhanqi::EvalWeights::*weight) {
  return parameter_option(kEvalPrefix, eval::luzhanqi::weight_parameters(), weight);
}

SearchParams luzhanqi_search_params(const OptionRegistry& registry) {
  SearchParams params;
  read_parameter_options(registry, kSearchPrefix, search::mcts::parameters(),
                         static_cast<search::mcts::Params&>(params));
  read_parameter_options(registry, kSearchPrefix, search::luzhanqi::search_parameters(), params);
  read_parameter_options(registry, kEvalPrefix, eval::luzhanqi::weight_parameters(), params.eval);
  return params;
}

}  // namespace zhuge::protocol
