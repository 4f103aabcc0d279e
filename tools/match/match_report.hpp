#pragma once
// What a match's games add up to: for luzhanqi, W/D/L, Elo and the pentanomial over the deal
// pairs of the first engine against the second, with the SPRT; for sanguo, each engine's share
// of the points and the results per seat, and with two engines the Elo and the SPRT over the
// groups (an opening in its six seatings); on a clock, the share of it each engine used. The same
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

struct SanguoTally {
  GroupScores groups{};
  int incomplete = 0;  // openings with other than six games, left out of `groups`
};

// Engine `a` against the other engine; a group is the six games of one opening.
SanguoTally tally_sanguo(const std::vector<GameRecord>& games, const std::string& a);

// The SPRT's LLR for engine `a`: over the deal pairs (luzhanqi) or the groups (sanguo).
double sprt_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b);

// Engine names in the order they first sit in the lowest-numbered game.
std::vector<std::string> engines_in(const std::vector<GameRecord>& games);

void write_report(std::ostream& out, const std::vector<GameRecord>& games,
                  const std::optional<SprtBounds>& sprt);

}  // namespace zhuge::match
