#pragma once
// The Sanguo search and evaluation parameters as engine options: the `Search` combo, one check
// per enhancement of paranoid search (`SanguoLateMoveReductions`, ...:
// search::multiplayer::feature_parameters()) and one spin per evaluation weight (`SanguoAdvisor`,
// ...: eval::sanguo::weight_parameters()).

#include <string>
#include <string_view>

#include "protocol/options.hpp"
#include "search/sanguo/sanguo_search.hpp"

namespace zhuge::protocol {

inline constexpr std::string_view kSearchOption = "Search";

void add_sanguo_search_options(OptionRegistry& registry);

// The name of the option that sets one evaluation weight, for tools that fit the weights.
std::string sanguo_weight_option(int eval::sanguo::EvalWeights::*weight);

// The parameters as the options now hold them.
search::sanguo::SanguoSearchParams sanguo_search_params(const OptionRegistry& registry);

}  // namespace zhuge::protocol
