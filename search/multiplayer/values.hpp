#pragma once
// Values of a position of a game of N players: one number per player, each from that player's own
// view, in centipawns. A decided game is worth ±kWin, less the plies it takes, so that a nearer
// win (and a later loss) is preferred.

#include <array>
#include <cstddef>

namespace zhuge::search::multiplayer {

template <int Players>
using Values = std::array<int, Players>;

inline constexpr int kWin = 30000;
inline constexpr int kDecided = kWin - 1000;  // beyond this a value counts plies to the end
inline constexpr int kInfinity = 32000;
// A player defeated d plies below the root is worth -kWin + d, like a loss (a later defeat is
// preferred by its victim), and each player left in play gains kDefeatTempo per ply that d falls
// short of kDefeatHorizon: an earlier defeat weighs more, so a search does not put off taking a
// general when a later capture only looks as good because the horizon hides the replies to it.
inline constexpr int kDefeatTempo = 100;
inline constexpr int kDefeatHorizon = 16;
// Every value vector the search builds has v[p] + v[q] <= kPairBound for any two players (the
// evaluation is zero-sum among the players in play; for two, at most 2 × (the evaluation's
// defeat bonus + kDefeatTempo × kDefeatHorizon), well below kWin; a defeated one is at most
// -kWin + 2 × kMaxPly): max-n's shallow pruning rests on it.
inline constexpr int kPairBound = kWin + 2;

// A value seen `ply` plies below the root; the tables store values relative to the node.
constexpr int from_node(int v, int ply) {
  return v >= kDecided ? v - ply : v <= -kDecided ? v + ply : v;
}
constexpr int to_node(int v, int ply) {
  return v >= kDecided ? v + ply : v <= -kDecided ? v - ply : v;
}
template <std::size_t N>
constexpr std::array<int, N> from_node(std::array<int, N> v, int ply) {
  for (int& x : v) x = from_node(x, ply);
  return v;
}
template <std::size_t N>
constexpr std::array<int, N> to_node(std::array<int, N> v, int ply) {
  for (int& x : v) x = to_node(x, ply);
  return v;
}

}  // namespace zhuge::search::multiplayer
