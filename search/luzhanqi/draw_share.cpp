#include "search/luzhanqi/draw_share.hpp"

#include <algorithm>
#include <cmath>

#include "engine/luzhanqi/outcome.hpp"

namespace zhuge::search::luzhanqi {

namespace {

using zhuge::luzhanqi::Color;

// The visits of the drawn leaves below node `n` at `pos`, through nodes with `threshold` visits.
std::uint64_t drawn_visits(const Tree& tree, NodeIndex n, const Position& pos,
                           std::uint32_t threshold) {
  const Node& node = tree.node(n);
  const std::uint32_t visits = node.visits.load(std::memory_order_relaxed);
  if (visits < threshold) return 0;
  if (!node.expanded()) {
    if (node.kind == NodeKind::Chance) return 0;
    const auto result = zhuge::luzhanqi::game_result(pos);
    return result && result->winner == Color::None ? visits : 0;
  }
  std::uint64_t drawn = 0;
  for (const Edge& e : tree.edges(n)) {
    const NodeIndex child = e.node();
    if (child == kNoNode) continue;
    Position next = pos;
    if (tree.node(child).kind == NodeKind::Decision) next.make(tree.node(child).action);
    drawn += drawn_visits(tree, child, next, threshold);
  }
  return drawn;
}

}  // namespace

float observed_draw_share(const Tree& tree, const Edge& e) {
  const NodeIndex child = e.node();
  if (child == kNoNode) return 0.0f;
  const std::uint32_t visits = tree.node(child).visits.load(std::memory_order_relaxed);
  if (visits == 0) return 0.0f;
  const std::uint32_t root_visits = tree.node(tree.root()).visits.load(std::memory_order_relaxed);
  Position pos = tree.root_position();
  if (tree.node(child).kind == NodeKind::Decision) pos.make(tree.node(child).action);
  const auto drawn = drawn_visits(tree, child, pos, std::max<std::uint32_t>(1, root_visits / 1000));
  return std::min(1.0f, float(drawn) / float(visits));
}

float draw_share(float observed, float value) {
  const float room = 1.0f - std::min(1.0f, std::abs(value));
  return std::clamp(observed, kRecordedDrawShare * room, room);
}

}  // namespace zhuge::search::luzhanqi
