#pragma once
// Flip Nim, a tiny two-player game with chance, modelled only to test the generic MCTS searches
// (search/mcts/game.hpp) on a game that is not luzhanqi. A pile of stones; a player takes one or
// two, or, with three or more left, rolls: the roll takes one stone twice in three and three
// stones once in three. Whoever takes the last stone wins. Rolls are numbered, so that a deal
// (PIMC) fixes the outcome of each.

#include <array>
#include <compare>
#include <cstdint>
#include <optional>

#include "engine/core/fixed_list.hpp"
#include "search/mcts/game.hpp"

namespace zhuge::test {

struct FlipNim {
  struct Position {
    int pile = 0;
    int ply = 0;
    int rolls = 0;  // rolls played so far: the number of the next one
    friend bool operator==(const Position&, const Position&) = default;
  };
  struct Action {
    std::uint8_t roll = 0;    // 1 for a roll, 0 for a take
    std::uint8_t stones = 0;  // stones taken; 0 for a roll not yet drawn
    std::uint8_t number = 0;  // a roll's number
    friend constexpr auto operator<=>(const Action&, const Action&) = default;
  };
  using ActionList = FixedList<Action, 3>;
  using OutcomeList = FixedList<search::mcts::WeightedOutcome<Action>, 2>;
  static constexpr int kMaxRolls = 64;
  using Deal = std::array<std::uint8_t, kMaxRolls>;  // the stones each roll takes
  static constexpr float kPriorDrawShare = 0.0f;     // no game is drawn

  static constexpr Action take(int stones) { return {0, std::uint8_t(stones), 0}; }
  static constexpr Action roll(int number, int stones = 0) {
    return {1, std::uint8_t(stones), std::uint8_t(number)};
  }

  static std::uint8_t seat(const Position& pos) { return std::uint8_t(pos.ply % 2); }
  // The player who took the last stone won: the side to move has lost.
  static std::optional<float> terminal_value(const Position& pos) {
    return pos.pile == 0 ? std::optional(-1.0f) : std::nullopt;
  }
  static void legal_actions(const Position& pos, ActionList& actions) {
    for (int stones = 1; stones <= 2 && stones <= pos.pile; ++stones) actions.push(take(stones));
    if (pos.pile >= 3 && pos.rolls < kMaxRolls) actions.push(roll(pos.rolls));
  }
  static void make(Position& pos, Action a) {
    pos.pile -= a.stones;
    pos.rolls += a.roll;
    ++pos.ply;
  }

  static bool is_chance(Action a) { return a.roll && a.stones == 0; }
  static Action chance_of(Action a) { return a.roll ? roll(a.number) : a; }
  static void chance_outcomes(const Position&, Action a, OutcomeList& outcomes) {
    outcomes.push({roll(a.number, 1), 2});
    outcomes.push({roll(a.number, 3), 1});
  }
  static Action draw_outcome(const Position&, Action a, Rng& rng) {
    return roll(a.number, rng.below(3) < 2 ? 1 : 3);
  }
  static Deal sample_deal(const Position&, Rng& rng) {
    Deal deal{};
    for (auto& stones : deal) stones = rng.below(3) < 2 ? 1 : 3;
    return deal;
  }
  static Action dealt_outcome(const Deal& deal, Action a) { return roll(a.number, deal[a.number]); }

  // No knowledge: playouts decide.
  float evaluate(const Position&) const { return 0.0f; }
  float prior(const Position&, Action) const { return 0.0f; }
  struct NoGroups {
    int weight(Action) const { return 0; }
  };
  NoGroups group_actions(const Position&, ActionList&, Rng&) const { return {}; }
};

static_assert(search::mcts::ChanceGame<FlipNim>);

}  // namespace zhuge::test
