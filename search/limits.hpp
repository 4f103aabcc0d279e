#pragma once
// What every search takes from its caller, whatever its algorithm: when to stop, how many
// threads, how many root moves to rank (MultiPV) and which root moves to search
// (`go searchmoves`). Each family of searches adds what only it knows: mcts::SearchControl
// (iteration caps, time estimates, progress reports), multiplayer::SearchLimits (whether an
// iteration may start, the table switch, the polling interval).

#include <cstdint>
#include <functional>
#include <vector>

namespace zhuge::search {

template <class Move>
struct Limits {
  // Polled while the search runs with the nodes (MCTS: iterations) of all threads so far: true
  // to stop at once.
  std::function<bool(std::uint64_t nodes)> should_stop = [](std::uint64_t) { return false; };
  int threads = 1;
  int multipv = 1;               // root moves each report ranks
  std::vector<Move> root_moves;  // the only root moves searched; empty: all of them
};

}  // namespace zhuge::search
