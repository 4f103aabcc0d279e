#pragma once
// Plays a match's games on `concurrency` threads, each with its own engine processes, writes
// every record and summary line as its game ends, shows a progress line on stderr and stops
// early when the SPRT decides.
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/match_config.hpp"

namespace zhuge::match {

// The games played, in the order they ended. False with `error` if an output cannot be opened.
bool run_match(const MatchConfig& config, std::vector<GameRecord>& games, std::string& error);

}  // namespace zhuge::match
