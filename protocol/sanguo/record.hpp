#pragma once
// Three Kingdoms Xiangqi in the engine's game registry (protocol/game_registry.hpp).

#include <string_view>

#include "protocol/game_registry.hpp"

namespace zhuge::protocol {

inline constexpr std::string_view kVariantSanguo = "sanguo";

namespace option_name {
inline constexpr std::string_view kFlagBearers = "FlagBearers";
}  // namespace option_name

GameRecord sanguo_record();

}  // namespace zhuge::protocol
