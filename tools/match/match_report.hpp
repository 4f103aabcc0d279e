#pragma once
// What a match's games add up to: the game's own statistics over its units
// (ArbiterGame::write_report), then on a clock the share of it each engine used, and the
// terminations. The same numbers for a live match and for --merge.
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/statistics.hpp"

namespace zhuge::match {

// The SPRT's LLR for engine `a`, over the game's units.
double sprt_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b);

// Engine names in the order they first sit in the lowest-numbered game.
std::vector<std::string> engines_in(const std::vector<GameRecord>& games);

void write_report(std::ostream& out, const std::vector<GameRecord>& games,
                  const std::optional<SprtBounds>& sprt);

}  // namespace zhuge::match
