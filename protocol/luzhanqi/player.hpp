#pragma once
// The player of Luzhanqi flip: information-set MCTS, PIMC, or a baseline player.

#include <memory>

#include "protocol/player.hpp"

namespace zhuge::protocol {

// A player with no tree yet; it keeps its tree from move to move of one game.
std::shared_ptr<Player> make_luzhanqi_player();

}  // namespace zhuge::protocol
