#pragma once
// The draw share of a root action, for the `wdl` of its info line. The tree sees a game's draws
// once they are within its depth: the iterations that end in a drawn leaf of the tree are
// counted at report time (never per iteration, so the search pays nothing). Further away the
// share falls back to the game's prior draw rate (ChanceGame::kPriorDrawShare), scaled down as
// the value leaves 0. Playouts that end in a draw beyond the tree's leaves are not counted.

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "search/mcts/tree.hpp"

namespace zhuge::search::mcts {

namespace draw_detail {

// The visits of the drawn leaves below node `n` at `pos`, through nodes with `threshold` visits.
template <ChanceGame G>
std::uint64_t drawn_visits(const Tree<G>& tree, NodeIndex n, const typename G::Position& pos,
                           std::uint32_t threshold) {
  const auto& node = tree.node(n);
  const std::uint32_t visits = node.visits.load(std::memory_order_relaxed);
  if (visits < threshold) return 0;
  if (!node.expanded()) {
    if (node.kind == NodeKind::Chance) return 0;
    const auto end = G::terminal_value(pos);
    return end && *end == 0.0f ? visits : 0;
  }
  std::uint64_t drawn = 0;
  for (const auto& e : tree.edges(n)) {
    const NodeIndex child = e.node();
    if (child == kNoNode) continue;
    auto next = pos;
    if (tree.node(child).kind == NodeKind::Decision) G::make(next, tree.node(child).action);
    drawn += drawn_visits(tree, child, next, threshold);
  }
  return drawn;
}

}  // namespace draw_detail

// The share of the iterations through root edge `e` that ended in a drawn leaf of the tree. The
// walk skips nodes with fewer than 1/1000 of the root's visits, which bounds its cost.
template <ChanceGame G>
float observed_draw_share(const Tree<G>& tree, const typename Tree<G>::Edge& e) {
  const NodeIndex child = e.node();
  if (child == kNoNode) return 0.0f;
  const std::uint32_t visits = tree.node(child).visits.load(std::memory_order_relaxed);
  if (visits == 0) return 0.0f;
  const std::uint32_t root_visits = tree.node(tree.root()).visits.load(std::memory_order_relaxed);
  auto pos = tree.root_position();
  if (tree.node(child).kind == NodeKind::Decision) G::make(pos, tree.node(child).action);
  const auto drawn =
      draw_detail::drawn_visits(tree, child, pos, std::max<std::uint32_t>(1, root_visits / 1000));
  return std::min(1.0f, float(drawn) / float(visits));
}

// The draw share to report for an action of value `value` (in [-1, 1]) whose iterations drew
// `observed` of the time: at least the prior rate times (1 - |value|), and at most 1 - |value|,
// so that win + draw / 2 stays the expected score (1 + value) / 2.
inline float draw_share(float observed, float value, float prior) {
  const float room = 1.0f - std::min(1.0f, std::abs(value));
  return std::clamp(observed, prior * room, room);
}

}  // namespace zhuge::search::mcts
