#pragma once
// Flip Nim, a tiny two-player game with chance that lives in the tests alone, laid out in its
// own folders as docs/adding-a-game.md says (tests/test_game/ mirrors the source tree), so that
// the tests show a new game playing through the engine, the generic searches and the match
// runner without a change to them.
//
// The rules: a pile of stones, 15 at the start, and two players, First and Second, who
// alternate. A player takes one or two stones or, with three or more left and fewer than 64
// rolls played, rolls: the roll takes one stone twice in three and three stones once in three.
// Whoever takes the last stone wins. Rolls are numbered in the order they are played, so that
// a deal fixes the outcome of each.
//
// Notation: take1, take2; a roll is `roll` as a player chooses it, roll1 or roll3 as played.
// FEN: "<pile> <rolls played> <plies played>"; First moves on even plies.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/fixed_list.hpp"

namespace zhuge::flipnim {

inline constexpr int kStartPile = 15;
inline constexpr int kMaxRolls = 64;
inline constexpr int kMaxPile = 999;
inline constexpr int kRollOdds = 3;  // a roll takes three stones one time in kRollOdds

struct Action {
  std::uint8_t roll = 0;    // 1 for a roll, 0 for a take
  std::uint8_t stones = 0;  // stones taken; 0 for a roll whose outcome is not drawn yet
  std::uint8_t number = 0;  // a roll's number: the rolls played before it
  friend constexpr auto operator<=>(const Action&, const Action&) = default;
};

constexpr Action take(int stones) {
  return {0, std::uint8_t(stones), 0};
}
constexpr Action roll(int number, int stones = 0) {
  return {1, std::uint8_t(stones), std::uint8_t(number)};
}

using ActionList = FixedList<Action, 3>;

struct Undo {};  // an action alone says how to take it back

class Position {
 public:
  static Position start();
  // Nullopt with `error` naming the field at fault if `fen` is not a position.
  static std::optional<Position> from_fen(std::string_view fen, std::string& error);
  std::string fen() const;

  int pile() const { return pile_; }
  int rolls() const { return rolls_; }
  int ply() const { return ply_; }
  int seat_to_move() const { return ply_ % 2; }  // 0 First, 1 Second
  bool over() const { return pile_ == 0; }
  // Once over: the seat that took the last stone.
  int winner() const { return 1 - seat_to_move(); }

  // Plays a legal action; a roll carries its outcome.
  Undo make(Action a);
  void unmake(Action a, Undo undo);

  friend bool operator==(const Position&, const Position&) = default;

 private:
  int pile_ = kStartPile;
  int rolls_ = 0;
  int ply_ = 0;
};

// The side to move's actions, a roll without its outcome; none once the game is over.
void generate_actions(const Position& pos, ActionList& actions);
// Whether `a` may be played here: a roll with a possible outcome if `drawn`, else without one.
bool is_legal(const Position& pos, Action a, bool drawn);

std::string to_string(Action a);
// An action in notation, a roll numbered as the next one here; nullopt if it is not notation.
std::optional<Action> parse_action(const Position& pos, std::string_view text);

// The pile as a row of stones, then the side to move.
std::string diagram(const Position& pos);

}  // namespace zhuge::flipnim
