#include "protocol/game_registry.hpp"

#include <algorithm>

#include "protocol/engine_options.hpp"

namespace zhuge::protocol {

const GameRecord* find_game(std::string_view variant) {
  for (const auto& game : games()) {
    if (game.variant == variant) return &game;
  }
  return nullptr;
}

bool offers_player(const GameRecord& game, std::string_view player) {
  return player == kPlayerRandom || player == kPlayerGreedy || player == kPlayerSearch ||
         std::ranges::find(game.players, player) != game.players.end();
}

}  // namespace zhuge::protocol
