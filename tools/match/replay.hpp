#pragma once
// Re-checks recorded games with the rules: every move legal (and every luzhanqi flip true to
// the recorded deal), no move after the end, and the recorded result and termination the ones
// the rules, or the recorded fault, give.
#include <optional>
#include <string>

#include "tools/match/game_record.hpp"

namespace zhuge::match {

// Nullopt if the game checks out, else what is wrong (naming the ply).
std::optional<std::string> replay_error(const GameRecord& record);

}  // namespace zhuge::match
