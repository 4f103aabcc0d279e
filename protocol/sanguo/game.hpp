#pragma once
// The protocol's view of a Three Kingdoms Xiangqi game.

#include <memory>

#include "protocol/game.hpp"

namespace zhuge::protocol {

std::unique_ptr<Game> make_sanguo_game(bool flag_bearers);

}  // namespace zhuge::protocol
