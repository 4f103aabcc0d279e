#pragma once
// The multi-player search algorithms and their names (the values of the `Search` option).

#include <optional>
#include <string_view>

namespace zhuge::search::multiplayer {

enum class Algorithm { Paranoid, MaxN, Brs, BrsPlus };

std::string_view algorithm_name(Algorithm a);  // paranoid maxn brs brsplus
std::optional<Algorithm> algorithm_from_name(std::string_view name);

}  // namespace zhuge::search::multiplayer
