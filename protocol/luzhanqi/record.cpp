#include "protocol/luzhanqi/record.hpp"

#include <array>

#include "engine/luzhanqi/action.hpp"
#include "protocol/luzhanqi/game_position.hpp"
#include "protocol/luzhanqi/player.hpp"
#include "protocol/luzhanqi/search_options.hpp"
#include "search/luzhanqi/strength_level.hpp"

namespace zhuge::protocol {

namespace {

// The start, then midgames and an endgame (every piece face up) from seeded random play.
constexpr std::array<std::string_view, 4> kBenchFens = {
    "?????/?????/?1?1?/??1??/?1?1?/?????/?????/?1?1?/??1??/?1?1?/?????/????? - "
    "MGDDRRCCJJKKKTTTSSSBBLLLFmgddrrccjjkkktttsssbblllf 0 0",
    "?L?ds/1????/?t?2/??1??/?j2?/???2/?1?R?/?3?/?lt?F/?1?1S/?JB1?/?K??b b "
    "MDDRCCJKKTTTSSLLmgdrccjkktssllf 3 60",
    "?LJ?J/D???m/cT?2/?1K?b/?4/????l/1??ks/l1?1?/R?MC?/2?1l/?T1??/??dk? r "
    "GRCKKTSSSBLLFgdrrjjktttsbf 2 90",
    "fLJ1J/D1g1m/cT3/2K1b/1d3/r3l/3ks/l4/R1MC1/3Sl/1T2S/1L1kF b - 5 160",
};

}  // namespace

GameRecord luzhanqi_record() {
  return {
      .variant = kVariantLuzhanqiFlip,
      .add_options = add_luzhanqi_search_options,
      .make =
          [](const OptionRegistry&) {
            return Game{std::make_unique<LuzhanqiGamePosition>(), make_luzhanqi_player()};
          },
      .players = kLuzhanqiPlayers,
      .position_options = {},
      .max_root_actions = luzhanqi::ActionList::kCapacity,
      .ladder = search::luzhanqi::kLadder,
      .bench_fens = kBenchFens,
  };
}

}  // namespace zhuge::protocol
