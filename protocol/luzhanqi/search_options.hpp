#pragma once
// The Luzhanqi search and evaluation parameters as engine options: one spin or
// check per field of SearchParams, declared from one table so that option and
// field never drift apart.

#include <optional>
#include <string_view>

#include "protocol/options.hpp"
#include "search/luzhanqi/params.hpp"

namespace zhuge::protocol {

void add_luzhanqi_search_options(OptionRegistry& registry);

// The parameters as the options now hold them.
search::luzhanqi::SearchParams luzhanqi_search_params(const OptionRegistry& registry);

// The name of the spin option that sets one evaluation weight, for tools that fit the weights.
std::optional<std::string_view> eval_weight_option(int eval::luzhanqi::EvalWeights::*weight);

}  // namespace zhuge::protocol
