#pragma once
// The player of Luzhanqi flip: information-set MCTS, PIMC, the expectimax yardstick star1, or a
// baseline player.

#include <array>
#include <memory>
#include <string_view>

#include "protocol/player.hpp"

namespace zhuge::protocol {

// Its Player values beside random, greedy and search (which is ISMCTS too).
inline constexpr std::string_view kPlayerPimc = "pimc";
inline constexpr std::string_view kPlayerIsmcts = "ismcts";
inline constexpr std::string_view kPlayerStar1 = "star1";
inline constexpr std::array kLuzhanqiPlayers = {kPlayerPimc, kPlayerIsmcts, kPlayerStar1};

// A player with no tree yet; it keeps its tree from move to move of one game.
std::shared_ptr<Player> make_luzhanqi_player();

}  // namespace zhuge::protocol
