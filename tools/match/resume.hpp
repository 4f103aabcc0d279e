#pragma once
// Resuming a match that was cut off (`--resume`): the games its summary already holds are
// counted, not played again.
#include <optional>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/match_config.hpp"

namespace zhuge::match {

// The games of `config`'s summary file that `jobs` would play (none if the file does not exist).
// Every line must be a game of this match, any shard of it: the same variant, and its round's
// deal and seating; lines of the other shards are left to --merge. Nullopt with `error`, naming
// the file and line, for a summary of another match or a round written twice.
std::optional<std::vector<GameRecord>> played_games(const MatchConfig& config,
                                                    const std::vector<GameJob>& jobs,
                                                    std::string& error);

// `jobs` less those whose round is among `played`.
std::vector<GameJob> jobs_left(const std::vector<GameJob>& jobs,
                               const std::vector<GameRecord>& played);

}  // namespace zhuge::match
