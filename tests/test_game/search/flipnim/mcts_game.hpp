#pragma once
// Flip Nim (engine/flipnim/position.hpp) as the generic ISMCTS, PIMC and expectimax see it
// (search/mcts/game.hpp, search/expectimax/game.hpp): a roll is a chance action with two weighted
// outcomes, and a deal fixes the outcome of every roll by its number. The adapter knows nothing of
// the game's values: its evaluation and prior are neutral, so playouts decide.

#include <array>
#include <cstdint>
#include <optional>

#include "engine/core/fixed_list.hpp"
#include "engine/flipnim/position.hpp"
#include "search/expectimax/game.hpp"

namespace zhuge::search::flipnim {

using zhuge::flipnim::Action;
using zhuge::flipnim::Position;

struct MctsGame {
  using Position = flipnim::Position;
  using Action = flipnim::Action;
  using ActionList = zhuge::flipnim::ActionList;
  using OutcomeList = FixedList<mcts::WeightedOutcome<Action>, 2>;
  using Deal = std::array<std::uint8_t, zhuge::flipnim::kMaxRolls>;  // the stones of each roll
  static constexpr float kPriorDrawShare = 0.0f;                     // no game is drawn

  static std::uint8_t seat(const Position& pos) { return std::uint8_t(pos.seat_to_move()); }
  // Whoever took the last stone won: the side to move has lost.
  static std::optional<float> terminal_value(const Position& pos) {
    return pos.over() ? std::optional(-1.0f) : std::nullopt;
  }
  static void legal_actions(const Position& pos, ActionList& actions) {
    zhuge::flipnim::generate_actions(pos, actions);
  }
  static void make(Position& pos, Action a) { pos.make(a); }

  static bool is_chance(Action a) { return a.roll && a.stones == 0; }
  static Action chance_of(Action a) { return a.roll ? zhuge::flipnim::roll(a.number) : a; }
  static void chance_outcomes(const Position&, Action a, OutcomeList& outcomes) {
    outcomes.push({zhuge::flipnim::roll(a.number, 1), zhuge::flipnim::kRollOdds - 1});
    outcomes.push({zhuge::flipnim::roll(a.number, 3), 1});
  }
  static bool is_tactical(const Position&, Action) { return false; }  // nothing to settle
  static Action draw_outcome(const Position&, Action a, Rng& rng) {
    return zhuge::flipnim::roll(a.number, draw_stones(rng));
  }
  static Deal sample_deal(const Position&, Rng& rng) {
    Deal deal{};
    for (auto& stones : deal) stones = std::uint8_t(draw_stones(rng));
    return deal;
  }
  static Action dealt_outcome(const Deal& deal, Action a) {
    return zhuge::flipnim::roll(a.number, deal[a.number]);
  }

  float evaluate(const Position&) const { return 0.0f; }
  float prior(const Position&, Action) const { return 0.0f; }
  struct NoGroups {
    int weight(Action) const { return 0; }
  };
  NoGroups group_actions(const Position&, ActionList&, Rng&) const { return {}; }

 private:
  static int draw_stones(Rng& rng) {
    return rng.below(zhuge::flipnim::kRollOdds) < zhuge::flipnim::kRollOdds - 1 ? 1 : 3;
  }
};

static_assert(expectimax::ExpectimaxGame<MctsGame>);

}  // namespace zhuge::search::flipnim
