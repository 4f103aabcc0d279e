#include "protocol/flipnim/record.hpp"

#include <array>

#include "protocol/flipnim/game_position.hpp"
#include "protocol/flipnim/player.hpp"

namespace zhuge::protocol {

namespace {

// The start, a pile where rolling is best, and one where a take wins at once.
constexpr std::array<std::string_view, 3> kBenchFens = {"15 0 0", "9 2 5", "2 1 6"};

}  // namespace

// No options of its own, and no strength levels: it has no measured ladder, so it plays at full
// strength at every level.
GameRecord flipnim_record() {
  return {
      .variant = kVariantFlipNim,
      .add_options = [](OptionRegistry&) {},
      .make =
          [](const OptionRegistry&) {
            return Game{std::make_unique<FlipNimGamePosition>(), make_flipnim_player()};
          },
      .players = kFlipNimPlayers,
      .position_options = {},
      .max_root_actions = flipnim::ActionList::kCapacity,
      .ladder = {},
      .bench_fens = kBenchFens,
  };
}

}  // namespace zhuge::protocol
