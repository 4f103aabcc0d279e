#pragma once
// Flip Nim in the engine's game registry (protocol/game_registry.hpp).

#include <string_view>

#include "protocol/game_registry.hpp"

namespace zhuge::protocol {

inline constexpr std::string_view kVariantFlipNim = "flipnim";

GameRecord flipnim_record();

}  // namespace zhuge::protocol
