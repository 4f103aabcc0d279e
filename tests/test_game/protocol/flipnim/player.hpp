#pragma once
// The player of Flip Nim: the generic ISMCTS (Player search), PIMC, or a baseline player.

#include <array>
#include <memory>
#include <string_view>

#include "protocol/player.hpp"

namespace zhuge::protocol {

// Its Player value beside random, greedy and search.
inline constexpr std::array<std::string_view, 1> kFlipNimPlayers = {"pimc"};

std::shared_ptr<Player> make_flipnim_player();

}  // namespace zhuge::protocol
