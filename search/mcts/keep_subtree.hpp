#pragma once
// NodePool::keep_subtree: a sliding mark-compact of one tree. A walk down from
// the root marks the subtree (threads take nodes in batches, so a child may
// sit below its parent); the survivors then slide together in their old order
// (nodes down, edges up) and every index is forwarded by its rank among them,
// but for the root, which trades places with the first survivor to become
// node 0.

#include <bit>
#include <vector>

#include "search/mcts/node_pool.hpp"

namespace zhuge::search::mcts {

namespace keep_subtree_detail {

// Which of `size` slots survive, and each survivor's new position: its rank.
class LiveSet {
 public:
  explicit LiveSet(std::size_t size) : bits_((size + 63) / 64) {}
  void mark(std::size_t i) { bits_[i / 64] |= std::uint64_t(1) << (i % 64); }
  bool live(std::size_t i) const { return bits_[i / 64] >> (i % 64) & 1; }
  // Call once every slot is marked, before rank().
  void count() {
    rank_.resize(bits_.size());
    std::uint32_t total = 0;
    for (std::size_t w = 0; w < bits_.size(); ++w) {
      rank_[w] = total;
      total += std::uint32_t(std::popcount(bits_[w]));
    }
    total_ = total;
  }
  std::uint32_t rank(std::size_t i) const {
    const std::uint64_t below = bits_[i / 64] & ((std::uint64_t(1) << (i % 64)) - 1);
    return rank_[i / 64] + std::uint32_t(std::popcount(below));
  }
  std::size_t total() const { return total_; }

 private:
  std::vector<std::uint64_t> bits_;
  std::vector<std::uint32_t> rank_;
  std::size_t total_ = 0;
};

template <class Action>
void copy_node(const Node<Action>& from, Node<Action>& to) {
  constexpr auto relaxed = std::memory_order_relaxed;
  to.action = from.action;
  to.kind = from.kind;
  to.edge_count = from.edge_count;
  to.growth.store(from.growth.load(relaxed), relaxed);
  to.proof.store(from.proof.load(relaxed), relaxed);
  to.first_edge = from.first_edge;
  to.visits.store(from.visits.load(relaxed), relaxed);
  to.virtual_loss.store(from.virtual_loss.load(relaxed), relaxed);
  to.value_sum.store(from.value_sum.load(relaxed), relaxed);
  to.minimax.store(from.minimax.load(relaxed), relaxed);
}

template <class Action>
void copy_edge(const Edge<Action>& from, Edge<Action>& to) {
  to.action = from.action;
  to.weight = from.weight;
  to.bias = from.bias;
  to.child.store(from.child.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

}  // namespace keep_subtree_detail

template <class Action>
void NodePool<Action>::keep_subtree(NodeIndex root) {
  using namespace keep_subtree_detail;
  const std::size_t node_total = nodes_used(), edge_total = edges_used();
  // Edge slots are used from the top down: number them from the top ("counters").
  const auto counter = [&](std::size_t slot) { return edge_slots_ - 1 - slot; };
  LiveSet live_nodes(node_total), live_edges(edge_total);
  live_nodes.mark(root);
  for (std::vector<NodeIndex> pending{root}; !pending.empty();) {
    const Node& n = node(pending.back());
    pending.pop_back();
    if (!n.expanded()) continue;
    for (const Edge& e : edges(n)) {
      live_edges.mark(counter(std::size_t(&e - edges_base())));
      if (const NodeIndex child = e.node(); child != kNoNode) {
        live_nodes.mark(child);
        pending.push_back(child);
      }
    }
  }
  live_nodes.count();
  live_edges.count();
  // The root becomes node 0 (no edge leads there) and the survivor of rank 0 takes its rank.
  const auto root_rank = NodeIndex(live_nodes.rank(root));
  const auto new_node = [&](NodeIndex n) {
    const auto rank = NodeIndex(live_nodes.rank(n));
    return rank == root_rank ? NodeIndex(0) : rank == 0 ? root_rank : rank;
  };
  const auto new_slot = [&](std::size_t slot) {
    return EdgeIndex(counter(live_edges.rank(counter(slot))));
  };

  // Forward every index while the survivors are where they were.
  for (std::size_t i = 0; i < node_total; ++i) {
    if (!live_nodes.live(i)) continue;
    Node& n = node(NodeIndex(i));
    if (!n.expanded()) continue;
    for (Edge& e : edges(n)) {
      if (const NodeIndex child = e.node(); child != kNoNode) {
        e.child.store(new_node(child), std::memory_order_relaxed);
      }
    }
    n.first_edge = new_slot(n.first_edge);
  }
  // Slide: a survivor only moves towards its end of the pool, over slots
  // whose own survivors have already moved.
  for (std::size_t i = 0; i < node_total; ++i) {
    if (!live_nodes.live(i) || live_nodes.rank(i) == i) continue;
    Node* to = new (memory_.get() + std::size_t(live_nodes.rank(i)) * sizeof(Node)) Node;
    copy_node(node(NodeIndex(i)), *to);
  }
  if (root_rank != 0) {
    Node first;
    copy_node(node(0), first);
    copy_node(node(root_rank), node(0));
    copy_node(first, node(root_rank));
  }
  for (std::size_t c = 0; c < edge_total; ++c) {
    if (!live_edges.live(c) || live_edges.rank(c) == c) continue;
    const std::size_t to_slot = counter(live_edges.rank(c));
    Edge* to = new (memory_.get() + to_slot * sizeof(Edge)) Edge;
    copy_edge(edges_base()[counter(c)], *to);
  }
  used_.store(pack(live_nodes.total(), live_edges.total()), std::memory_order_relaxed);
  layout_ = new_layout();
}

}  // namespace zhuge::search::mcts
