#pragma once
// What a sanguo match adds up to: each engine's share of the points and its results per seat,
// and with two engines the Elo and the SPRT over the groups (an opening in its six seatings).
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/statistics.hpp"

namespace zhuge::match {

struct SanguoTally {
  GroupScores groups{};
  int incomplete = 0;  // openings with other than six games, left out of `groups`
};

// Engine `a` against the other engine; a group is the six games of one opening.
SanguoTally tally_sanguo(const std::vector<GameRecord>& games, const std::string& a);

void write_sanguo_report(std::ostream& out, const std::vector<GameRecord>& games,
                         const std::vector<std::string>& engines,
                         const std::optional<SprtBounds>& sprt);

// The SPRT's LLR for engine `a` over the groups.
double sanguo_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b);

}  // namespace zhuge::match
