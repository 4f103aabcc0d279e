#pragma once
// The command line of zhuge-match: a match, a replay of record files, or a merge of summaries.
#include <optional>
#include <string>
#include <vector>

#include "tools/match/match_config.hpp"

namespace zhuge::match {

struct Command {
  enum class Mode { Match, Replay, Merge, Help };
  Mode mode = Mode::Match;
  MatchConfig config;
  std::vector<std::string> files;  // --replay or --merge
};

// Nullopt with one line in `error` on a bad flag or value.
std::optional<Command> parse_command_line(const std::vector<std::string>& args, std::string& error);

// The --help text: how to call it, and every flag.
std::string usage();

}  // namespace zhuge::match
