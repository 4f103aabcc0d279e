#include "search/luzhanqi/node_pool.hpp"

#include <algorithm>
#include <new>

namespace zhuge::search::luzhanqi {

namespace {

// Edge indices are 32 bits.
constexpr std::size_t kMaxEdgeSlots = std::size_t(0xffffffffu);
// The smallest pool: a root, one child and one edge between them.
constexpr std::size_t kMinBytes = 2 * sizeof(Node) + sizeof(Edge);

}  // namespace

NodePool::NodePool(std::size_t bytes)
    : edge_slots_(std::clamp(bytes, kMinBytes, kMaxEdgeSlots * sizeof(Edge)) / sizeof(Edge)),
      // The pages are touched only as the tree grows into them.
      memory_(std::make_unique_for_overwrite<std::byte[]>(edge_slots_ * sizeof(Edge))) {
  // Rounded down to whole edge slots, so that the top edge ends at the last byte.
  bytes_ = edge_slots_ * sizeof(Edge);
}

NodeIndex NodePool::allocate_node() {
  std::uint64_t used = used_.load(std::memory_order_relaxed);
  do {
    if (!fits(node_count(used) + 1, edge_count(used))) return kNoNode;
  } while (!used_.compare_exchange_weak(used, used + pack(1, 0), std::memory_order_relaxed));
  const auto index = NodeIndex(node_count(used));
  new (memory_.get() + std::size_t(index) * sizeof(Node)) Node;
  return index;
}

std::optional<EdgeIndex> NodePool::allocate_edges(std::size_t count) {
  std::uint64_t used = used_.load(std::memory_order_relaxed);
  do {
    if (!fits(node_count(used), edge_count(used) + count)) return std::nullopt;
  } while (!used_.compare_exchange_weak(used, used + pack(0, count), std::memory_order_relaxed));
  const auto first = EdgeIndex(edge_slots_ - edge_count(used) - count);
  for (std::size_t i = 0; i < count; ++i) {
    new (memory_.get() + (first + i) * sizeof(Edge)) Edge;
  }
  return first;
}

}  // namespace zhuge::search::luzhanqi
