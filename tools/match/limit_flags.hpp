#pragma once
// The flags for an arbiter's patience and ply cap, which zhuge-match and zhuge-gui share.
#include <string>

#include "tools/match/seat.hpp"

namespace zhuge::match {

bool is_limit_flag(const std::string& flag);
// Sets the limit `flag` names; false if `value` is out of its range.
bool read_limit_flag(const std::string& flag, const std::string& value, GameLimits& limits);

}  // namespace zhuge::match
