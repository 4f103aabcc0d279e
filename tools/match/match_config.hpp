#pragma once
// Everything a match is made of, and the list of games it plays.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/engine_spec.hpp"
#include "tools/match/game_record.hpp"
#include "tools/match/seat.hpp"
#include "tools/match/statistics.hpp"

namespace zhuge::match {

struct MatchConfig {
  const ArbiterGame* game = &arbiter_games().front();
  std::vector<EngineSpec> engines;
  int deals = 1;           // the game's units: a deal played twice, an opening in six seatings
  std::uint64_t seed = 1;  // the units' random starts come from it
  std::vector<std::string> starts;  // the game's own starts (openings); unit k: starts[k % size]
  int shard = 1, shards = 1;        // this shard plays the units k with k % shards == shard - 1
  int concurrency = 1;
  GameLimits limits;
  std::optional<SprtBounds> sprt;
  std::string event = "zhuge-match";
  std::string records_path;  // empty: no records
  std::string summary_path;  // empty: no summary
  bool resume = false;       // the summary's games of this match are not played again
};

struct GameJob {
  int round = 0;  // 1-based over the whole match
  int deal = 0;
  std::vector<int> seat_engines;  // index into MatchConfig::engines, per seat
};

// Each unit in the game's seatings (ArbiterGame::seatings), round numbers in order.
std::vector<GameJob> schedule(const MatchConfig& config);

}  // namespace zhuge::match
