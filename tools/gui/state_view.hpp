#pragma once
// The `state` message: what every seat may know of a game. It is built from the arbiter's public
// view only (the FEN the engines are told, the record's actions, the pieces taken), so a
// piece still face down is never named; a hidden start (a deal) is added only when the caller
// says the game may show it.
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/gui/engine_level.hpp"
#include "tools/match/arbiter.hpp"

namespace zhuge::gui {

struct SeatView {
  bool engine = false;
  std::string name;
  std::optional<EloRange> elo;  // an engine that offers levels
  std::optional<int> level;     // its level; nullopt: full strength
};

// What the game session knows beyond the arbiter.
struct StateExtras {
  std::vector<std::string> legal;  // the person to move's actions, or none
  bool can_takeback = false;
  std::vector<std::optional<int>> clocks_ms;  // per seat; empty: no clocks at all
  std::optional<int> clock_running;
  std::optional<int> thinking;
  std::optional<int> pondering;  // the engine seat thinking on a person's time
  bool events = true;            // the arbiter's events belong to this state (it follows an action)
  bool show_deal = false;        // a hidden start: once the game is over, and in replays
  bool show_moves = true;        // replay frames leave the list of moves to the replay message
};

nlohmann::json state_message(const match::Arbiter& arbiter, const std::vector<SeatView>& seats,
                             const StateExtras& extras);

// "Red wins: flag captured", "Shu and Wei share the win: resignation", "Draw: repetition".
std::string result_text(const match::Arbiter& arbiter, const match::GameEnd& end);

}  // namespace zhuge::gui
