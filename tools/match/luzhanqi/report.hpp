#pragma once
// What a luzhanqi match adds up to: W/D/L, Elo and the pentanomial over the deal pairs of the
// first engine against the second, with the SPRT on the pairs.
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

void write_luzhanqi_report(std::ostream& out, const std::vector<GameRecord>& games,
                           const std::vector<std::string>& engines,
                           const std::optional<SprtBounds>& sprt);

// The SPRT's LLR for engine `a` over the deal pairs.
double luzhanqi_llr(const std::vector<GameRecord>& games, const std::string& a,
                    const SprtBounds& b);

// ", a W/D/L 3/1/2" for the progress line.
void write_luzhanqi_progress(std::ostream& out, const std::vector<GameRecord>& games,
                             const std::string& a);

}  // namespace zhuge::match
