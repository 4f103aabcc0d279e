#pragma once
// The starts of a sanguo match: --openings, a file of FENs, or the start position with or
// without its flag-bearers; and a page's start, its own FEN or the start position.
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/match_config.hpp"

namespace zhuge::match {

void add_sanguo_flags(po::options_description& flags);
// Fills config.starts; false with `error` naming the file and line of a bad FEN.
bool read_sanguo_flags(const std::vector<po::option>& given, MatchConfig& config,
                       std::string& error);

// The `flag_bearers` and `fen` of a new_game message.
std::optional<GameStart> sanguo_page_start(const nlohmann::json& message, std::string& error);

}  // namespace zhuge::match
