#pragma once
// The protocol's view of a Luzhanqi flip game.

#include <memory>

#include "protocol/game.hpp"

namespace zhuge::protocol {

std::unique_ptr<Game> make_luzhanqi_game();

}  // namespace zhuge::protocol
