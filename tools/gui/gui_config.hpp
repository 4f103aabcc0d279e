#pragma once
// What the command line of zhuge-gui fixes: where it listens, what it serves, how many games it
// runs at once, and the only engines a page may seat.
#include <optional>
#include <string>
#include <vector>

#include "tools/match/engine_spec.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::gui {

struct GuiConfig {
  std::string listen = "127.0.0.1";
  unsigned short port = 8080;
  std::string web_dir;
  int max_games = 8;
  match::GameLimits limits;
  std::vector<match::EngineSpec> engines;        // the first is the default opponent
  std::optional<match::EngineSpec> hint_engine;  // nullopt: the first engine

  const match::EngineSpec& hint_spec() const { return hint_engine ? *hint_engine : engines[0]; }
};

}  // namespace zhuge::gui
