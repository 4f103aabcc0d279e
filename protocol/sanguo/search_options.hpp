#pragma once
// The Sanguo search and evaluation parameters as engine options: the `Search` combo, one check
// per enhancement of paranoid search (`SanguoLateMoveReductions`, ...) and one spin per
// evaluation weight, declared from eval::sanguo::weight_table().

#include <span>
#include <string_view>

#include "protocol/options.hpp"
#include "search/sanguo/sanguo_search.hpp"

namespace zhuge::protocol {

inline constexpr std::string_view kSearchOption = "Search";

// The check options of paranoid's enhancements.
struct FeatureOption {
  std::string_view name;
  bool search::multiplayer::SearchFeatures::*member;
  std::string_view help;
};
std::span<const FeatureOption> feature_options();

void add_sanguo_search_options(OptionRegistry& registry);

// The parameters as the options now hold them.
search::sanguo::SanguoSearchParams sanguo_search_params(const OptionRegistry& registry);

}  // namespace zhuge::protocol
