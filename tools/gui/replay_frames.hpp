#pragma once
// The `replay` message for a record file: the chosen game, checked with the rules as
// zhuge-match --replay checks it, as one `state` per ply.
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace zhuge::gui {

// Nullopt with `error` set if the file does not parse, has no game `game`, or the game does not
// check out.
std::optional<nlohmann::json> replay_message(const std::string& text, int game, std::string& error);

}  // namespace zhuge::gui
