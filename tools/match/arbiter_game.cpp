#include "tools/match/arbiter_game.hpp"

#include <algorithm>

namespace zhuge::match {

const ArbiterGame* find_arbiter_game(std::string_view variant) {
  const auto games = arbiter_games();
  const auto it = std::ranges::find(games, variant, &ArbiterGame::variant);
  return it == games.end() ? nullptr : &*it;
}

const ArbiterGame& game_of(const GameRecord& record) {
  return *find_arbiter_game(record.variant);
}

}  // namespace zhuge::match
