#pragma once
// The `board` message of zhuge-gui (docs/gui.md): every point of a game's board with its kind,
// and every pair of neighbours with the kind of line that joins them. Each game fills it from
// the engine's geometry tables, so that what the page draws is what the rules play.
#include <string>

#include <nlohmann/json.hpp>

namespace zhuge::match {

inline nlohmann::json board_edge(const std::string& a, const std::string& b, const char* kind) {
  return {{"a", a}, {"b", b}, {"kind", kind}};
}

inline nlohmann::json board_message(const char* variant, bool flag_bearers, nlohmann::json points,
                                    nlohmann::json edges) {
  return {{"type", "board"},
          {"variant", variant},
          {"flag_bearers", flag_bearers},
          {"points", std::move(points)},
          {"edges", std::move(edges)}};
}

}  // namespace zhuge::match
