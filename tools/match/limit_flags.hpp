#pragma once
// The flags for an arbiter's patience and ply cap, which zhuge-match and zhuge-gui share.
#include <string>

#include "tools/match/flag_reader.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::match {

// Declares --max-plies, --margin and --ping-timeout with their help, defaults from `defaults`.
void add_limit_flags(po::options_description& flags, const GameLimits& defaults);
bool is_limit_flag(const po::option& flag);
// Sets the limit `flag` names; false with `error` if its value is out of range.
bool read_limit_flag(const po::option& flag, GameLimits& limits, std::string& error);

}  // namespace zhuge::match
