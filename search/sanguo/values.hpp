#pragma once
// Values of a three-player position: one number per kingdom, each from that kingdom's own view,
// in centipawns. A decided game is worth ±kWin, less the plies it takes, so that a nearer win
// (and a later loss) is preferred.

#include <array>

namespace zhuge::search::sanguo {

inline constexpr int kPlayers = 3;
using Values = std::array<int, kPlayers>;

inline constexpr int kWin = 30000;
inline constexpr int kDecided = kWin - 1000;  // beyond this a value counts plies to the end
inline constexpr int kInfinity = 32000;
// A kingdom defeated d plies below the root is worth -kWin + d, like a loss (a later defeat is
// preferred by its victim), and each kingdom left in play gains kDefeatTempo per ply that d falls
// short of kDefeatHorizon: an earlier defeat weighs more, so a search does not put off taking a
// general when a later capture only looks as good because the horizon hides the replies to it.
inline constexpr int kDefeatTempo = 100;
inline constexpr int kDefeatHorizon = 16;
// Every value vector the search builds has v[p] + v[q] <= kPairBound for any two players (the
// evaluation is zero-sum among three kingdoms in play; for two, at most 2 × (the evaluation's
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
constexpr Values from_node(Values v, int ply) {
  for (int& x : v) x = from_node(x, ply);
  return v;
}
constexpr Values to_node(Values v, int ply) {
  for (int& x : v) x = to_node(x, ply);
  return v;
}

}  // namespace zhuge::search::sanguo
