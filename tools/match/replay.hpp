#pragma once
// Re-checks recorded games with the rules: every move legal (and every flip true to the
// recorded deal), no move after the end, and the recorded result and termination the ones
// the rules, or the recorded fault, give.
#include <memory>
#include <optional>
#include <string>

#include "tools/match/arbiter.hpp"
#include "tools/match/game_record.hpp"

namespace zhuge::match {

// Nullopt if the game checks out, else what is wrong (naming the ply).
std::optional<std::string> replay_error(const GameRecord& record);

// The arbiter after the whole recorded game, ended as the record says; nullptr with `error`
// set (as replay_error gives it) if the game does not check out.
std::unique_ptr<Arbiter> replay_arbiter(const GameRecord& record, std::string& error);

}  // namespace zhuge::match
