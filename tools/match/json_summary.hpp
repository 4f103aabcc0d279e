#pragma once
// The JSON-lines summary: one object per game, enough to compute and merge match statistics.
//   {"round":3,"deal":1,"variant":"luzhanqi-flip","seats":["greedy","random"],
//    "sixths":[6,0],"termination":"flag captured","offender":null,"plies":187}
#include <optional>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"

namespace zhuge::match {

std::string summary_line(const GameRecord& record);
// A record without its moves; nullopt with `error` if the line is not a summary line.
std::optional<GameRecord> parse_summary_line(const std::string& line, std::string& error);

// A game of a summary file, with the number of its line there (from 1).
struct SummaryEntry {
  int line = 0;
  GameRecord record;
};

// Every game of the summary file `path`, blank lines skipped; nullopt with `error` naming the
// file, and the line if one is not a summary line.
std::optional<std::vector<SummaryEntry>> read_summary(const std::string& path, std::string& error);

}  // namespace zhuge::match
