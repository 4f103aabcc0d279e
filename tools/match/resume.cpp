#include "tools/match/resume.hpp"

#include <filesystem>
#include <map>
#include <set>

#include "tools/match/json_summary.hpp"

namespace zhuge::match {
namespace {

// Whether `record` is the game that `job` of `config` plays.
bool is_game_of(const GameRecord& record, const GameJob& job, const MatchConfig& config) {
  if (record.variant != config.game->variant || record.deal != job.deal ||
      record.seats.size() != job.seat_engines.size()) {
    return false;
  }
  for (std::size_t seat = 0; seat < record.seats.size(); ++seat) {
    if (record.seats[seat] != config.engines[job.seat_engines[seat]].name) return false;
  }
  return true;
}

}  // namespace

std::optional<std::vector<GameRecord>> played_games(const MatchConfig& config,
                                                    const std::vector<GameJob>& jobs,
                                                    std::string& error) {
  std::vector<GameRecord> played;
  const std::string& path = config.summary_path;
  std::error_code unknown;  // a path that cannot be looked at is refused below, on reading
  if (!std::filesystem::exists(path, unknown) && !unknown) return played;
  auto entries = read_summary(path, error);
  if (!entries) return std::nullopt;
  // The whole match's games, every shard's, by round.
  MatchConfig whole = config;
  whole.shard = whole.shards = 1;
  std::map<int, GameJob> match_games;
  for (GameJob& job : schedule(whole)) match_games.emplace(job.round, std::move(job));
  std::set<int> this_shard, seen;
  for (const GameJob& job : jobs) this_shard.insert(job.round);

  for (auto& [number, record] : *entries) {
    const std::string where = path + ":" + std::to_string(number) + ": ";
    const auto game = match_games.find(record.round);
    if (game == match_games.end() || !is_game_of(record, game->second, config)) {
      error = where + "round " + std::to_string(record.round) +
              " is not a game of this match (another variant, other deals or openings, other "
              "engines or another order of them)";
      return std::nullopt;
    }
    if (!seen.insert(record.round).second) {
      error = where + "round " + std::to_string(record.round) + " again";
      return std::nullopt;
    }
    if (this_shard.count(record.round)) played.push_back(std::move(record));
  }
  return played;
}

std::vector<GameJob> jobs_left(const std::vector<GameJob>& jobs,
                               const std::vector<GameRecord>& played) {
  std::set<int> done;
  for (const GameRecord& record : played) done.insert(record.round);
  std::vector<GameJob> left;
  for (const GameJob& job : jobs) {
    if (!done.count(job.round)) left.push_back(job);
  }
  return left;
}

}  // namespace zhuge::match
