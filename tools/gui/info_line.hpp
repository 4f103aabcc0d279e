#pragma once
// An engine's `info` line as the page's `info` message: the UCI fields it has (depth, seldepth,
// score cp, wdl, nodes, nps, time, multipv, pv) and the per-side values,
// `info string values [multipv k] r .. g .. b ..`.
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace zhuge::gui {

// Nullopt for a line with none of those fields (other `info string` lines).
std::optional<nlohmann::json> info_message(int seat, const std::string& line);

}  // namespace zhuge::gui
