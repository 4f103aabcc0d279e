#pragma once
// The player of Three Kingdoms Xiangqi: the three-player search of the Search option, or a
// baseline player.

#include <memory>

#include "protocol/player.hpp"

namespace zhuge::protocol {

// A player with no transposition table yet; it keeps its table from move to move of one game.
std::shared_ptr<Player> make_sanguo_player();

}  // namespace zhuge::protocol
