#pragma once
// Flip Nim's baseline players: random, and greedy, which takes the most stones it can expect.

#include <optional>
#include <span>

#include "engine/core/rng.hpp"
#include "engine/flipnim/position.hpp"
#include "search/keep_listed.hpp"
#include "search/pick_best.hpp"

namespace zhuge::search::flipnim {

// The stones an action takes on average, in hundredths: greedy's score.
inline int expected_stones_cp(const zhuge::flipnim::Position&, zhuge::flipnim::Action a) {
  if (!a.roll) return 100 * a.stones;
  return 100 * (1 * (zhuge::flipnim::kRollOdds - 1) + 3) / zhuge::flipnim::kRollOdds;
}

// `only`: the actions to choose from (empty: all); nullopt when there is none.
inline std::optional<zhuge::flipnim::Action> random_action(
    const zhuge::flipnim::Position& pos, Rng& rng, std::span<const zhuge::flipnim::Action> only) {
  zhuge::flipnim::ActionList actions;
  zhuge::flipnim::generate_actions(pos, actions);
  keep_listed(actions, only);
  if (actions.empty()) return std::nullopt;
  return actions[int(rng.below(std::uint64_t(actions.size())))];
}

inline std::optional<zhuge::flipnim::Action> greedy_action(
    const zhuge::flipnim::Position& pos, Rng& rng, std::span<const zhuge::flipnim::Action> only) {
  zhuge::flipnim::ActionList actions;
  zhuge::flipnim::generate_actions(pos, actions);
  keep_listed(actions, only);
  return pick_best(
      actions, [&](zhuge::flipnim::Action a) { return expected_stones_cp(pos, a); }, rng);
}

}  // namespace zhuge::search::flipnim
