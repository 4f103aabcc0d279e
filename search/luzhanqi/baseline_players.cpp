#include "search/luzhanqi/baseline_players.hpp"

#include "engine/luzhanqi/movegen.hpp"
#include "eval/luzhanqi/material.hpp"
#include "search/keep_listed.hpp"
#include "search/pick_best.hpp"

namespace zhuge::search::luzhanqi {

using namespace zhuge::luzhanqi;

namespace {
// A flip only activates a piece, it wins or loses nothing yet: worth a fraction.
constexpr double kFlipWeight = 0.25;
}  // namespace

std::optional<Action> random_action(const Position& pos, Rng& rng, std::span<const Action> only) {
  ActionList actions;
  generate_actions(pos, actions);
  keep_listed(actions, only);
  if (actions.empty()) return std::nullopt;
  return actions[int(rng.below(std::uint64_t(actions.size())))];
}

double greedy_score(const Position& pos, Action a) {
  const Color us = pos.side_to_move();
  if (a.is_flip()) return kFlipWeight * eval::luzhanqi::expected_flip_value(pos, us);
  const Piece attacker = pos.at(a.from), defender = pos.at(a.to);
  if (defender == Piece::Empty) return 0.0;
  return eval::luzhanqi::combat_gain(attacker, defender);
}

std::optional<Action> greedy_action(const Position& pos, Rng& rng, std::span<const Action> only) {
  ActionList actions;
  generate_actions(pos, actions);
  keep_listed(actions, only);
  return pick_best(
      actions, [&](Action a) { return greedy_score(pos, a); }, rng);
}

}  // namespace zhuge::search::luzhanqi
