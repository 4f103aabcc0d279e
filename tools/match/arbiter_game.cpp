#include "tools/match/arbiter_game.hpp"

#include <algorithm>

#include "engine/core/rng.hpp"

namespace zhuge::match {

std::uint64_t deal_seed(std::uint64_t match_seed, int k) {
  std::uint64_t state = match_seed ^ (0x5851f42d4c957f2dULL * (static_cast<std::uint64_t>(k) + 1));
  return splitmix64(state);
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
