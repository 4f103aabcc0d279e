#pragma once
// An engine as the command line names it, in the style of cutechess-cli and fastchess:
// `cmd=PATH name=NAME dir=DIR option.Player=greedy st=0.2 | tc=10+0.1 | nodes=1 | depth=3`.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tools/match/time_control.hpp"

namespace zhuge::match {

struct EngineSpec {
  std::string name;
  std::string command;
  std::string dir;  // working directory; empty for the arbiter's
  std::vector<std::pair<std::string, std::string>> options;  // in the order given
  TimeControl tc;
};

// Whether an engine must carry its own limit: a match needs one (an engine must be told when to
// stop); the GUI gives each seat its time.
enum class LimitRule { Required, Optional };

// Reads `key=value` tokens; nullopt with `error` set on an unknown key, a bad value, a missing
// cmd= or, when one is required, no limit at all.
std::optional<EngineSpec> parse_engine_spec(const std::vector<std::string>& tokens,
                                            std::string& error,
                                            LimitRule rule = LimitRule::Required);

}  // namespace zhuge::match
