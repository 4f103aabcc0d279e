#include "engine/luzhanqi/perft.hpp"

#include <algorithm>

#include "engine/luzhanqi/movegen.hpp"

namespace zhuge::luzhanqi {

namespace {

std::uint64_t count(Position& pos, int depth, const PerftCancel& cancelled) {
  if (depth == 0) return 1;
  ActionList actions;
  generate_actions(pos, actions);
  if (depth == 1) {
    // Bulk counting: the list holds one flip per hidden square, unless the game is over.
    const int flips = actions.empty() ? 0 : pos.hidden_count();
    return std::uint64_t(actions.size() - flips) + std::uint64_t(flips) * pos.pool_kinds();
  }
  if (cancelled && cancelled()) return 0;  // above the bulk-counted ply: rarely asked
  std::uint64_t nodes = 0;
  for_each_perft_action(pos, actions, [&](Action a) {
    const Undo undo = pos.make(a);
    nodes += count(pos, depth - 1, cancelled);
    pos.unmake(a, undo);
  });
  return nodes;
}

}  // namespace

std::uint64_t perft(Position& pos, int depth) {
  return count(pos, depth, {});
}

std::vector<std::pair<std::string, std::uint64_t>> divide(Position& pos, int depth,
                                                          const PerftCancel& cancelled) {
  std::vector<std::pair<std::string, std::uint64_t>> counts;
  if (depth < 1) return counts;
  ActionList actions;
  generate_actions(pos, actions);
  for_each_perft_action(pos, actions, [&](Action a) {
    const Undo undo = pos.make(a);
    counts.emplace_back(to_string(a), count(pos, depth - 1, cancelled));
    pos.unmake(a, undo);
  });
  std::sort(counts.begin(), counts.end());
  return counts;
}

}  // namespace zhuge::luzhanqi
