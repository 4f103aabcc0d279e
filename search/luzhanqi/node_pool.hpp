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

#include <atomic>
#include <cstddef>
#include <memory>
#include <new>
#include <optional>
#include <span>

#include "search/luzhanqi/node.hpp"

namespace zhuge::search::luzhanqi {

class NodePool {
 public:
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

}  // namespace zhuge::search::luzhanqi
