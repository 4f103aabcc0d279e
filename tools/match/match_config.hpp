#pragma once
// Everything a match is made of, and the list of games it plays.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tools/match/engine_spec.hpp"
#include "tools/match/game_record.hpp"
#include "tools/match/seat.hpp"
#include "tools/match/statistics.hpp"

namespace zhuge::match {

struct MatchConfig {
  std::string variant = kLuzhanqi;
  std::vector<EngineSpec> engines;
  int deals = 1;  // luzhanqi deals (2 games each) or sanguo openings (6 games each)
  std::uint64_t seed = 1;
  std::vector<std::string> openings;  // sanguo FENs; deal k starts from openings[k % size]
  int shard = 1, shards = 1;          // this shard plays the deals k with k % shards == shard - 1
  int concurrency = 1;
  GameLimits limits;
  std::optional<SprtBounds> sprt;
  std::string event = "zhuge-match";
  std::string records_path;  // empty: no records
  std::string summary_path;  // empty: no summary
};

struct GameJob {
  int round = 0;  // 1-based over the whole match
  int deal = 0;
  std::vector<int> seat_engines;  // index into MatchConfig::engines, per seat
};

// Luzhanqi: each deal twice, first mover swapped. Sanguo: each opening in the six seatings that
// use both engines (AAB ABA BAA ABB BAB BBA), or the six permutations of three.
std::vector<GameJob> schedule(const MatchConfig& config);

}  // namespace zhuge::match
