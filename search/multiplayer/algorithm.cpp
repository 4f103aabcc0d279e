#include "search/multiplayer/algorithm.hpp"

#include <array>

namespace zhuge::search::multiplayer {

namespace {
constexpr std::array<std::string_view, 4> kNames = {"paranoid", "maxn", "brs", "brsplus"};
}

std::string_view algorithm_name(Algorithm a) {
  return kNames[static_cast<int>(a)];
}

std::optional<Algorithm> algorithm_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == name) return static_cast<Algorithm>(i);
  }
  return std::nullopt;
}

}  // namespace zhuge::search::multiplayer
