#pragma once
// What a match of a two-seat game adds up to when its unit is one start played twice, the seats
// swapped (a luzhanqi deal): W/D/L, Elo and the pentanomial over the pairs of the first engine
// against the second, with the SPRT on the pairs. A game's record uses these as its report.
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/statistics.hpp"

namespace zhuge::match {

struct PairedTally {
  Trinomial games;
  Pentanomial pairs{};
};

// Engine `a` against every other engine; a pair is the two games of one unit.
PairedTally tally_pairs(const std::vector<GameRecord>& games, const std::string& a);

// The report, headed by the game's name `title`.
void write_paired_report(std::ostream& out, std::string_view title,
                         const std::vector<GameRecord>& games,
                         const std::vector<std::string>& engines,
                         const std::optional<SprtBounds>& sprt);

// The SPRT's LLR for engine `a` over the pairs.
double paired_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b);

// ", a W/D/L 3/1/2" for the progress line.
void write_paired_progress(std::ostream& out, const std::vector<GameRecord>& games,
                           const std::string& a);

}  // namespace zhuge::match
