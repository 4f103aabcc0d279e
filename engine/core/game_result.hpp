#pragma once
// How a game ended, in the one vocabulary of every game: the rule that ended it (the game's own
// enum, with a name for people) and each player's points in sixths of a point, so that two and
// three players share one scale: 6 a sole win, 3 each for two who share one (a two-player
// draw), 2 each for a three-way draw, 0 a loss. Match runners and searches read the points;
// a game may add what its own rules need beside them.

#include <array>

namespace zhuge {

template <int Players, class Reason>
struct GameResult {
  Reason reason{};
  std::array<int, Players> sixths{};  // by the game's player index

  double points(int player) const { return sixths[player] / 6.0; }
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

}  // namespace zhuge
