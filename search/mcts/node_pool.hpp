#pragma once
// The memory of one tree: a fixed block of `Hash` bytes. Nodes are cut from
// its bottom and edge blocks from its top; it is full when they meet, so no
// share of the block is set aside for either. Allocation is lock-free: each
// thread takes nodes and edge slots in batches (a reserve of its own), so that
// threads meet on the pool's one allocation word once per batch, not once per
// node. When it is full, allocation fails and the search keeps refining the
// tree it has.
//
// Between searches, keep_subtree() frees everything outside one subtree and
// slides what is left together, which is how tree reuse keeps the subtree
// whatever the fill.

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
  void clear() {
    used_.store(0, std::memory_order_relaxed);
    layout_ = new_layout();
  }
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

  // What a thread takes from the pool at a time: between recyclings, each thread that searched
  // may hold up to this many nodes and edge slots in use but in no tree.
  static constexpr std::size_t kNodeBatch = 256;
  static constexpr std::size_t kEdgeBatch = 2048;

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

  // What one thread has taken from the pool and not used yet: node slots
  // [next_node, end_node) and edge slots counted from the top [next_edge,
  // end_edge). It belongs to one layout of one pool: clear() and keep_subtree()
  // start a new layout (numbered across all pools), which empties every reserve.
  struct Reserve {
    std::uint64_t layout = 0;
    std::size_t next_node = 0, end_node = 0, next_edge = 0, end_edge = 0;
  };
  static std::uint64_t new_layout() {
    static std::atomic<std::uint64_t> layouts{0};
    return layouts.fetch_add(1, std::memory_order_relaxed) + 1;
  }
  // This thread's reserve in this pool's current layout.
  Reserve& reserve() {
    thread_local Reserve mine;
    if (mine.layout != layout_) mine = Reserve{layout_};
    return mine;
  }
  // Slots taken from the shared word: nodes from `first` up, or edge slots counted from the top.
  struct Batch {
    std::size_t first, count;
  };
  // Takes `batch` nodes (or edge slots), or only `needed` when the batch does not fit; nullopt
  // when not even those fit.
  std::optional<Batch> take(bool nodes, std::size_t batch, std::size_t needed);

  std::uint64_t layout_ = new_layout();
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
std::optional<typename NodePool<Action>::Batch> NodePool<Action>::take(bool nodes,
                                                                       std::size_t batch,
                                                                       std::size_t needed) {
  std::uint64_t used = used_.load(std::memory_order_relaxed);
  std::size_t taken = 0;
  do {
    const auto fits_more = [&](std::size_t more) {
      return nodes ? fits(node_count(used) + more, edge_count(used))
                   : fits(node_count(used), edge_count(used) + more);
    };
    taken = fits_more(batch) ? batch : fits_more(needed) ? needed : 0;
    if (taken == 0) return std::nullopt;
  } while (!used_.compare_exchange_weak(used, used + (nodes ? pack(taken, 0) : pack(0, taken)),
                                        std::memory_order_relaxed));
  return Batch{nodes ? node_count(used) : edge_count(used), taken};
}

template <class Action>
NodeIndex NodePool<Action>::allocate_node() {
  Reserve& r = reserve();
  if (r.next_node == r.end_node) {
    const auto batch = take(true, kNodeBatch, 1);
    if (!batch) return kNoNode;
    r.next_node = batch->first;
    r.end_node = batch->first + batch->count;
  }
  const auto index = NodeIndex(r.next_node++);
  new (memory_.get() + std::size_t(index) * sizeof(Node)) Node;
  return index;
}

template <class Action>
std::optional<EdgeIndex> NodePool<Action>::allocate_edges(std::size_t count) {
  Reserve& r = reserve();
  if (r.end_edge - r.next_edge < count) {
    const auto batch = take(false, std::max(kEdgeBatch, count), count);
    if (!batch) return std::nullopt;
    if (batch->first != r.end_edge) r.next_edge = batch->first;  // the rest stays unused
    r.end_edge = batch->first + batch->count;  // else the batch goes on from the rest
  }
  const auto first = EdgeIndex(edge_slots_ - r.next_edge - count);
  r.next_edge += count;
  for (std::size_t i = 0; i < count; ++i) {
    new (memory_.get() + (first + i) * sizeof(Edge)) Edge;
  }
  return first;
}

}  // namespace zhuge::search::mcts

#include "search/mcts/keep_subtree.hpp"
