#pragma once
// What a match's games add up to: for luzhanqi, W/D/L, Elo and the pentanomial over the deal
// pairs of the first engine against the second, with the SPRT; for sanguo, each engine's share
// of the points and the results per seat; on a clock, the share of it each engine used. The same
// numbers for a live match and for --merge.
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/statistics.hpp"

namespace zhuge::match {

struct LuzhanqiTally {
  Trinomial games;
  Pentanomial pairs{};
};

// Engine `a` against every other engine; a pair is the two games of one deal.
LuzhanqiTally tally_luzhanqi(const std::vector<GameRecord>& games, const std::string& a);

// Engine names in the order they first sit in the lowest-numbered game.
std::vector<std::string> engines_in(const std::vector<GameRecord>& games);

void write_report(std::ostream& out, const std::vector<GameRecord>& games,
                  const std::optional<SprtBounds>& sprt);

}  // namespace zhuge::match
