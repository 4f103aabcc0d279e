#pragma once
// Whether a record can give training positions: a game of `variant` whose every move the rules
// accept (tools/match/replay.cpp). If not, false and `error` says why.
#include <string>

#include "tools/match/replay.hpp"

namespace zhuge::eval_fit {

inline bool replays_as(const match::GameRecord& record, const char* variant, std::string& error) {
  if (record.variant != variant) {
    error = std::string("not a ") + variant + " game";
    return false;
  }
  if (const auto problem = match::replay_error(record)) {
    error = *problem;
    return false;
  }
  return true;
}

}  // namespace zhuge::eval_fit
