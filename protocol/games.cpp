// The list of the engine's games: the one place outside a game's own folders that names them.

#include <algorithm>
#include <array>

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"
#include "protocol/luzhanqi/record.hpp"
#include "protocol/sanguo/record.hpp"

namespace zhuge::protocol {

std::span<const GameRecord> games() {
  static const std::array kGames = {luzhanqi_record(), sanguo_record()};
  return kGames;
}

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
