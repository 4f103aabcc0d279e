#include "protocol/engine_options.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "protocol/game_registry.hpp"
#include "protocol/strength_options.hpp"

namespace zhuge::protocol {

int max_multipv() {
  int most = 1;
  for (const auto& game : games()) most = std::max(most, game.max_root_actions);
  return most;
}

namespace {

// random, greedy, the games' own searches in the registry's order, search.
std::vector<std::string> player_values() {
  std::vector<std::string> values{std::string(kPlayerRandom), std::string(kPlayerGreedy)};
  for (const auto& game : games()) {
    for (const auto player : game.players) {
      if (std::ranges::find(values, player) == values.end()) values.emplace_back(player);
    }
  }
  values.emplace_back(kPlayerSearch);
  return values;
}

}  // namespace

OptionRegistry make_engine_options() {
  using std::string;
  OptionRegistry registry;
  std::vector<string> variants;
  for (const auto& game : games()) variants.emplace_back(game.variant);
  registry.add(Option::combo(string(option_name::kVariant), variants.front(), variants,
                             "game to play; changing it resets the position")
                   .with_flag_alias("variant"));
  registry.add(Option::spin(string(option_name::kThreads), 1, 1, 256, "search threads"));
  registry.add(Option::spin(string(option_name::kHash), 64, 1, 65536,
                            "memory for the search tree or transposition table, in MB"));
  registry.add(Option::spin(string(option_name::kSeed), 0, 0, std::numeric_limits<int>::max(),
                            "random seed of the search and baseline players; 0 = fixed default"));
  registry.add(Option::spin(string(option_name::kMoveOverhead), 30, 0, 5000,
                            "ms kept back per move for communication delays"));
  registry.add(Option::combo(string(option_name::kPlayer), string(kPlayerSearch), player_values(),
                             "who chooses the moves: a baseline (random, greedy) or a search"));
  registry.add(Option::spin(string(option_name::kMultiPv), 1, 1, max_multipv(),
                            "root actions reported, best first; the maximum lists them all"));
  registry.add(Option::check(string(option_name::kPonder), false,
                             "the GUI may ponder (go ponder, ponderhit); bestmove names the "
                             "expected reply with 'ponder' either way"));
  registry.add(Option::check(string(option_name::kGameAwareTime), true,
                             "on a clock, a move's time grows or shrinks by what the search sees "
                             "(an early flip, a close contest, a falling score)"));
  add_strength_options(registry);
  for (const auto& game : games()) game.add_options(registry);
  return registry;
}

}  // namespace zhuge::protocol
