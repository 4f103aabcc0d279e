#pragma once
// The Sanguo search and evaluation parameters as engine options: the `Search` combo, the
// `SanguoLateMoveReductions` check and one spin per evaluation weight, declared from
// eval::sanguo::weight_table().

#include <string_view>

#include "protocol/options.hpp"
#include "search/sanguo/sanguo_search.hpp"

namespace zhuge::protocol {

inline constexpr std::string_view kSearchOption = "Search";
inline constexpr std::string_view kLateMoveReductionsOption = "SanguoLateMoveReductions";

void add_sanguo_search_options(OptionRegistry& registry);

// The parameters as the options now hold them.
search::sanguo::SanguoSearchParams sanguo_search_params(const OptionRegistry& registry);

}  // namespace zhuge::protocol
