#pragma once
// The Luzhanqi search and evaluation parameters as engine options, one per entry of
// their parameter tables (search::luzhanqi::search_parameters(),
// eval::luzhanqi::weight_parameters()): the evaluation's named Eval..., the search's by itself.

#include <optional>
#include <string>

#include "protocol/options.hpp"
#include "search/luzhanqi/params.hpp"

namespace zhuge::protocol {

void add_luzhanqi_search_options(OptionRegistry& registry);

// The parameters as the options now hold them.
search::luzhanqi::SearchParams luzhanqi_search_params(const OptionRegistry& registry);

// The name of the spin option that sets one evaluation weight, for tools that fit the weights.
std::optional<std::string> eval_weight_option(int eval::luzhanqi::EvalWeights::*weight);

}  // namespace zhuge::protocol
