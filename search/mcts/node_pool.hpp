#pragma once
// The memory of one tree: a fixed block of `Hash` bytes. Nodes are cut from
// its bottom and edge blocks from its top; it is full when they meet, so no
// share of the block is set aside for either. Allocation is lock-free. When
// it is full, allocation fails and the search keeps refining the tree it has.
//
// Between searches, keep_subtree() frees everything outside one subtree and
// slides what is left together (node indices stay in allocation order, so a
// child always sits above its parent), which is how tree reuse keeps the
// subtree whatever the fill.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <memory>
#include <new>
#include <optional>
#include <span>

#include "search/mcts/node.hpp"

namespace zhuge::search::mcts {

template <class Action>
class NodePool {
 public:
  using Node = mcts::Node<Action>;
  using Edge = mcts::Edge<Action>;

  // A pool of `bytes` (at least room for a root and one child; at most what
  // 32-bit edge indices can address).
  explicit NodePool(std::size_t bytes);

  // A fresh node; kNoNode when it does not fit (index 0 is the first node
  // after clear(), the root, so it is never a failed child).
  NodeIndex allocate_node();
  // `count` fresh, contiguous edges; nullopt when they do not fit.
  std::optional<EdgeIndex> allocate_edges(std::size_t count);
  // Forgets every node and edge.
  void clear() { used_.store(0, std::memory_order_relaxed); }
  // Frees every node and edge that is not `root` or below it; `root` becomes
  // node 0. Not thread-safe: only between searches.
  void keep_subtree(NodeIndex root);

  Node& node(NodeIndex i) { return nodes()[i]; }
  const Node& node(NodeIndex i) const { return nodes()[i]; }
  std::span<Edge> edges(const Node& n) { return {edges_base() + n.first_edge, n.edge_count}; }
  std::span<const Edge> edges(const Node& n) const {
    return {edges_base() + n.first_edge, n.edge_count};
  }

  // Whether a node or an edge lies in the part of the pool in use (not freed).
  bool in_use(NodeIndex n) const { return n < nodes_used(); }
  bool in_use(const Edge& e) const {
    const auto slot = std::size_t(&e - edges_base());
    return slot < edge_slots_ && slot >= edge_slots_ - edges_used();
  }

  std::size_t nodes_used() const { return node_count(used_.load(std::memory_order_relaxed)); }
  std::size_t edges_used() const { return edge_count(used_.load(std::memory_order_relaxed)); }
  std::size_t bytes() const { return bytes_; }
  std::size_t bytes_used() const {
    return nodes_used() * sizeof(Node) + edges_used() * sizeof(Edge);
  }
  int permille_full() const { return int(bytes_used() * 1000 / bytes_); }

 private:
  // Edge indices are 32 bits.
  static constexpr std::size_t kMaxEdgeSlots = std::size_t(0xffffffffu);
  // The smallest pool: a root, one child and one edge between them.
  static constexpr std::size_t kMinBytes = 2 * sizeof(Node) + sizeof(Edge);

  // Node and edge counts share one atomic word, so that two threads cannot
  // both take the last free bytes from opposite ends.
  static std::size_t node_count(std::uint64_t used) { return std::size_t(used >> 32); }
  static std::size_t edge_count(std::uint64_t used) { return std::size_t(used & 0xffffffffu); }
  static std::uint64_t pack(std::size_t nodes, std::size_t edges) {
    return std::uint64_t(nodes) << 32 | std::uint64_t(edges);
  }
  bool fits(std::size_t nodes, std::size_t edges) const {
    return nodes * sizeof(Node) + edges * sizeof(Edge) <= bytes_;
  }
  Node* nodes() const { return std::launder(reinterpret_cast<Node*>(memory_.get())); }
  // Edge slot i; slots are used from the top down.
  Edge* edges_base() const { return std::launder(reinterpret_cast<Edge*>(memory_.get())); }

  std::size_t bytes_;
  std::size_t edge_slots_;
  std::unique_ptr<std::byte[]> memory_;
  std::atomic<std::uint64_t> used_{0};
};

template <class Action>
NodePool<Action>::NodePool(std::size_t bytes)
    : edge_slots_(std::clamp(bytes, kMinBytes, kMaxEdgeSlots * sizeof(Edge)) / sizeof(Edge)),
      // The pages are touched only as the tree grows into them.
      memory_(std::make_unique_for_overwrite<std::byte[]>(edge_slots_ * sizeof(Edge))) {
  // Rounded down to whole edge slots, so that the top edge ends at the last byte.
  bytes_ = edge_slots_ * sizeof(Edge);
}

template <class Action>
NodeIndex NodePool<Action>::allocate_node() {
  std::uint64_t used = used_.load(std::memory_order_relaxed);
  do {
    if (!fits(node_count(used) + 1, edge_count(used))) return kNoNode;
  } while (!used_.compare_exchange_weak(used, used + pack(1, 0), std::memory_order_relaxed));
  const auto index = NodeIndex(node_count(used));
  new (memory_.get() + std::size_t(index) * sizeof(Node)) Node;
  return index;
}

template <class Action>
std::optional<EdgeIndex> NodePool<Action>::allocate_edges(std::size_t count) {
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

}  // namespace zhuge::search::mcts

#include "search/mcts/keep_subtree.hpp"
