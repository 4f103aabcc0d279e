#pragma once
// The games the engine plays, one record each: what the options, the command loop, `bench`,
// `perft` and the help need of a game. A game defines its record, <game>_record(), in its own
// folder (protocol/<game>/record.hpp); the list of them all is generated for each executable from
// its games, ZHUGE_GAMES for zhuge (protocol/games.cpp.in, cmake/games.cmake,
// docs/adding-a-game.md).

#include <span>
#include <string_view>

#include "protocol/game.hpp"
#include "protocol/options.hpp"
#include "search/strength_level.hpp"

namespace zhuge::protocol {

struct GameRecord {
  std::string_view variant;  // its UCI_Variant value
  // Declares the game's own options: its search parameters, its weights, its rule switches.
  void (*add_options)(OptionRegistry& registry);
  // The game at its start position, as the options set it, with its player.
  Game (*make)(const OptionRegistry& options);
  // Its own values of the Player option beside random, greedy and search, each one of its
  // searches; the engine refuses them while another game is played.
  std::span<const std::string_view> players;
  // The options among its own that choose what `startpos` means: a change resets the position.
  std::span<const std::string_view> position_options;
  // The most legal root actions a position can have: MultiPV at its maximum lists them all.
  int max_root_actions;
  // Its measured strength levels (docs/strength.md, "Levels"), on which UCI_Elo maps; empty for a
  // game that has none yet and plays at full strength at every level.
  std::span<const search::LadderPoint> ladder;
  // The positions `zhuge bench` searches, as FENs.
  std::span<const std::string_view> bench_fens;
};

// Every game, the default first (generated from protocol/games.cpp.in).
std::span<const GameRecord> games();

// The game of that UCI_Variant value; nullptr for none.
const GameRecord* find_game(std::string_view variant);

// Whether `game` plays Player value `player`: random, greedy, search, or one of its own.
bool offers_player(const GameRecord& game, std::string_view player);

}  // namespace zhuge::protocol
