// The list of the tools' games: the one place in tools/match and tools/gui, outside a game's own
// folders, that names them.
#include <algorithm>
#include <array>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/luzhanqi/record.hpp"
#include "tools/match/sanguo/record.hpp"

namespace zhuge::match {

std::span<const ArbiterGame> arbiter_games() {
  static const std::array kGames = {luzhanqi_arbiter_game(), sanguo_arbiter_game()};
  return kGames;
}

const ArbiterGame* find_arbiter_game(std::string_view variant) {
  const auto games = arbiter_games();
  const auto it = std::ranges::find(games, variant, &ArbiterGame::variant);
  return it == games.end() ? nullptr : &*it;
}

const ArbiterGame& game_of(const GameRecord& record) {
  return *find_arbiter_game(record.variant);
}

}  // namespace zhuge::match
