#pragma once
// A new game as a page asks for it, once checked: the variant, and for each seat a person or
// one of the command line's engines, with its time.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/gui/gui_config.hpp"
#include "tools/match/arbiter_game.hpp"
#include "tools/match/time_control.hpp"

namespace zhuge::gui {

struct SeatSetup {
  std::optional<int> engine;  // an index into GuiConfig::engines; nullopt for a person
  match::TimeControl tc;      // the engine's node and depth limits, and the page's time
};

struct GameSetup {
  const match::ArbiterGame* game = nullptr;
  match::GameStart start;  // from the game's own fields: a deal's seed, a FEN
  std::vector<SeatSetup> seats;
  bool ponder = true;  // engine seats think on a person's time
};

// Nullopt with `error` set if the `new_game` message is not one this server can play: unknown
// variant, wrong number of seats, an unknown engine, a time out of range, a bad field of the
// game's own (a FEN, a seed), a `ponder` that is not true or false.
std::optional<GameSetup> parse_game_setup(const nlohmann::json& message, const GuiConfig& config,
                                          std::string& error);

}  // namespace zhuge::gui
