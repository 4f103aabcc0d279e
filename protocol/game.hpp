#pragma once
// A game as the engine holds it: its position (the rules, game_position.hpp) and its player
// (player.hpp). Each game makes the two together through its record in the registry
// (game_registry.hpp); the command loop never looks inside a game's rules or searches.

#include <memory>

#include "protocol/game_position.hpp"
#include "protocol/options.hpp"
#include "protocol/player.hpp"

namespace zhuge::protocol {

struct Game {
  // The command thread's position; a search plays a clone() of it.
  std::unique_ptr<GamePosition> position;
  // Shared with the search thread. What it keeps (a tree, a table) lasts from move to move until
  // the next make_game(): `ucinewgame`, or an option that changes the variant or `startpos`.
  std::shared_ptr<Player> player;
};

// The game that the UCI_Variant option names, at its start position as the options set it.
Game make_game(const OptionRegistry& options);

}  // namespace zhuge::protocol
