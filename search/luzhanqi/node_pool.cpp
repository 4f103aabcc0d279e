#include "search/luzhanqi/node_pool.hpp"

#include <algorithm>

namespace zhuge::search::luzhanqi {

NodePool::NodePool(std::size_t bytes)
    : capacity_(std::max<std::size_t>(bytes / sizeof(Node), 2)),
      nodes_(std::make_unique<Node[]>(capacity_)) {}

NodeIndex NodePool::allocate(std::size_t count) {
  std::size_t start = used_.load(std::memory_order_relaxed);
  do {
    if (start + count > capacity_) return kNoNode;
  } while (!used_.compare_exchange_weak(start, start + count, std::memory_order_relaxed));
  // Nodes may be handed out again after clear(): give them back their defaults.
  for (std::size_t i = start; i < start + count; ++i) {
    Node& n = nodes_[i];
    n.action = {};
    n.kind = NodeKind::Decision;
    n.weight = 0;
    n.child_count = 0;
    n.bias = 0.0f;
    n.first_child = kNoNode;
    n.growth.store(Growth::Leaf, std::memory_order_relaxed);
    n.proof.store(Proof::Unknown, std::memory_order_relaxed);
    n.visits.store(0, std::memory_order_relaxed);
    n.virtual_loss.store(0, std::memory_order_relaxed);
    n.value_sum.store(0.0f, std::memory_order_relaxed);
    n.minimax.store(std::numeric_limits<float>::quiet_NaN(), std::memory_order_relaxed);
  }
  return NodeIndex(start);
}

}  // namespace zhuge::search::luzhanqi
