#include "protocol/sanguo/record.hpp"

#include <array>
#include <string>

#include "engine/sanguo/move.hpp"
#include "protocol/sanguo/game_position.hpp"
#include "protocol/sanguo/player.hpp"
#include "protocol/sanguo/search_options.hpp"
#include "search/sanguo/strength_level.hpp"

namespace zhuge::protocol {

namespace {

// The start with and without the flag-bearers, a midgame and an endgame from seeded random play.
constexpr std::array<std::string_view, 4> kBenchFens = {
    "9/rP1rP1rP1rP1rP/1rC1rF1rF1rC1/9/rRrHrErArKrArErHrR|"
    "9/gP1gP1gP1gP1gP/1gC1gF1gF1gC1/9/gRgHgEgAgKgAgEgHgR|"
    "9/bP1bP1bP1bP1bP/1bC1bF1bF1bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1",
    "9/rP1rP1rP1rP1rP/1rC5rC1/9/rRrHrErArKrArErHrR|"
    "9/gP1gP1gP1gP1gP/1gC5gC1/9/gRgHgEgAgKgAgEgHgR|"
    "9/bP1bP1bP1bP1bP/1bC5bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1",
    "4rP4/rP1rP3rP1rP/2rHrF4rE/5rK3/rR1rErA1rA1rR1|9/gP1gP1gP1gP1gP/gH8/gF3gA4/"
    "2gEgA1gKgEgR1|1gCgF6/bP3bP1bP1bP/4bEbF2bR/bF8/bR1bEbAbKbA3 g rgb 8 14",
    "8rP/4rP4/4rK4/9/2rE6|1rp6rC/gP8/gH8/gFrF1gK5/9|"
    "gF1bP1bPbR2bP/9/bE6bR1/2bFbK5/3bF1bAbE2 r rgb 2 41",
};

// FlagBearers chooses what `startpos` means.
constexpr std::array kPositionOptions = {option_name::kFlagBearers};

void add_options(OptionRegistry& registry) {
  registry.add(Option::check(std::string(option_name::kFlagBearers), true,
                             "sanguo: startpos includes the flag-bearers (F)"));
  add_sanguo_search_options(registry);
}

}  // namespace

GameRecord sanguo_record() {
  return {
      .variant = kVariantSanguo,
      .add_options = add_options,
      .make =
          [](const OptionRegistry& options) {
            return Game{
                std::make_unique<SanguoGamePosition>(options.check(option_name::kFlagBearers)),
                make_sanguo_player()};
          },
      .players = {},
      .position_options = kPositionOptions,
      .max_root_actions = sanguo::MoveList::kCapacity,
      .ladder = search::sanguo::kLadder,
      .bench_fens = kBenchFens,
  };
}

}  // namespace zhuge::protocol
