#pragma once
// The ISMCTS tree of one game: a node pool, the root and the public position
// at the root. It outlives a search so that the next move can reuse the
// subtree of the position the game reached.

#include <algorithm>
#include <optional>
#include <span>
#include <tuple>
#include <vector>

#include "search/mcts/game.hpp"
#include "search/mcts/node_pool.hpp"
#include "search/mcts/search_control.hpp"

namespace zhuge::search::mcts {

template <ChanceGame G>
class Tree {
 public:
  using Position = typename G::Position;
  using Action = typename G::Action;
  using Node = mcts::Node<Action>;
  using Edge = mcts::Edge<Action>;
  using NodePool = mcts::NodePool<Action>;

  // An empty tree of `bytes`, rooted at `root`.
  explicit Tree(std::size_t bytes, const Position& root = Position{}) : pool_(bytes) {
    reset(root);
  }

  // Drops every node and starts over from `root`.
  void reset(const Position& root);
  // Moves the root down along `actions` (chance actions with their outcomes) if the tree
  // holds that path, and frees everything outside the new root's subtree; else false.
  bool advance(std::span<const Action> actions);

  NodePool& pool() { return pool_; }
  const NodePool& pool() const { return pool_; }
  NodeIndex root() const { return root_; }
  const Position& root_position() const { return root_position_; }

  Node& node(NodeIndex n) { return pool_.node(n); }
  const Node& node(NodeIndex n) const { return pool_.node(n); }
  // The node's edges; empty until expanded.
  std::span<Edge> edges(NodeIndex n);
  std::span<const Edge> edges(NodeIndex n) const;
  // The node behind an edge; nullptr until an iteration has gone through it.
  const Node* child(const Edge& e) const {
    const NodeIndex n = e.node();
    return n == kNoNode ? nullptr : &pool_.node(n);
  }

  // The root action to play: a proven win, else the most visited action that
  // is not a proven loss; nullopt when the root has no edges.
  std::optional<Action> best_action() const;
  // The most-visited line from the root; a chance action appears as chosen (no outcome)
  // and the line goes on through its most visited outcome.
  std::vector<Action> principal_variation(int max_length = 64) const;
  // The same line through the root edge `first` (empty if no iteration went through it).
  std::vector<Action> principal_variation(const Edge& first, int max_length = 64) const;
  // The first `count` root edges by rank: best_edge() first, then the others by proof (proven
  // losses last), visits and bias.
  std::vector<const Edge*> ranked_root_edges(std::size_t count) const;
  // Keeps only the root edges whose action is in `allowed` (`go searchmoves`). Call it on a
  // root that no iteration has visited yet, before the search starts. If none is allowed, the
  // root stays whole.
  void restrict_root(std::span<const Action> allowed);
  // Whether `left` more iterations could not change best_action(): the root has one action, or
  // its choice is a proven win, or no other action that is not a proven loss could catch up
  // in visits.
  bool choice_settled(std::uint64_t left) const;
  // best_action() and its lead over the most visited other action that is not a proven loss,
  // as a share of its visits: 0 when tied, 1 with no rival or a proven win (search_control.hpp).
  RootContest<Action> root_contest() const;
  // The best root edge, as best_action() picks it.
  const Edge* best_edge() const;
  // The visits and the proof behind an edge (none and Unknown while it has no node).
  // The statistics behind an edge: its node's, or a node that no iteration has
  // reached (no visits, no minimax value, no proof). Branch-free on the hot path.
  const Node& stats(const Edge& e) const {
    const NodeIndex n = e.node();
    return n == kNoNode ? kUntried : pool_.node(n);
  }
  std::uint32_t visits(const Edge& e) const {
    return stats(e).visits.load(std::memory_order_relaxed);
  }
  Proof proof(const Edge& e) const { return stats(e).proven(); }

 private:
  static inline const Node kUntried{};

  NodePool pool_;
  NodeIndex root_ = kNoNode;
  Position root_position_;
};

namespace tree_detail {

// The edge of `edges` with `action`, if any.
template <class E, class Action>
const E* find_edge(std::span<E> edges, const Action& action) {
  const auto it =
      std::find_if(edges.begin(), edges.end(), [&](const E& e) { return e.action == action; });
  return it == edges.end() ? nullptr : &*it;
}

}  // namespace tree_detail

template <ChanceGame G>
void Tree<G>::reset(const Position& root) {
  pool_.clear();
  root_ = pool_.allocate_node();
  root_position_ = root;
}

template <ChanceGame G>
std::span<typename Tree<G>::Edge> Tree<G>::edges(NodeIndex n) {
  Node& node = pool_.node(n);
  if (!node.expanded()) return {};
  return pool_.edges(node);
}

template <ChanceGame G>
std::span<const typename Tree<G>::Edge> Tree<G>::edges(NodeIndex n) const {
  const Node& node = pool_.node(n);
  if (!node.expanded()) return {};
  return pool_.edges(node);
}

template <ChanceGame G>
bool Tree<G>::advance(std::span<const Action> actions) {
  NodeIndex node = root_;
  Position pos = root_position_;
  for (const Action a : actions) {
    const Action chosen = G::chance_of(a);
    const Edge* e = tree_detail::find_edge(edges(node), chosen);
    if (G::is_chance(chosen) && e && e->node() != kNoNode)
      e = tree_detail::find_edge(edges(e->node()), a);
    if (!e || e->node() == kNoNode) return false;
    node = e->node();
    G::make(pos, a);
  }
  pool_.keep_subtree(node);
  root_ = 0;  // the subtree's root is its first node
  root_position_ = pos;
  return true;
}

template <ChanceGame G>
const typename Tree<G>::Edge* Tree<G>::best_edge() const {
  const auto kids = edges(root_);
  const Edge* best = nullptr;
  const Edge* busiest = nullptr;
  for (const Edge& e : kids) {
    if (!busiest || visits(e) > visits(*busiest)) busiest = &e;
    const Proof p = proof(e);
    if (p == Proof::Win) return &e;
    if (p == Proof::Loss) continue;
    if (!best || visits(e) > visits(*best) || (visits(e) == visits(*best) && e.bias > best->bias)) {
      best = &e;
    }
  }
  return best ? best : busiest;
}

template <ChanceGame G>
bool Tree<G>::choice_settled(std::uint64_t left) const {
  const auto kids = edges(root_);
  const Edge* best = best_edge();
  if (kids.size() == 1) return true;
  if (!best) return false;
  if (proof(*best) == Proof::Win) return true;
  const std::uint64_t lead = visits(*best);
  return std::none_of(kids.begin(), kids.end(), [&](const Edge& e) {
    return &e != best && proof(e) != Proof::Loss && visits(e) + left >= lead;
  });
}

template <ChanceGame G>
RootContest<typename G::Action> Tree<G>::root_contest() const {
  const Edge* best = best_edge();
  if (!best) return {};
  if (proof(*best) == Proof::Win) return {best->action, 1.0};
  std::uint32_t rival = 0;
  for (const Edge& e : edges(root_)) {
    if (&e != best && proof(e) != Proof::Loss) rival = std::max(rival, visits(e));
  }
  const std::uint32_t lead = visits(*best);
  if (lead == 0) return {best->action, 0.0};
  return {best->action, rival >= lead ? 0.0 : double(lead - rival) / double(lead)};
}

template <ChanceGame G>
std::optional<typename G::Action> Tree<G>::best_action() const {
  const Edge* best = best_edge();
  if (!best) return std::nullopt;
  return best->action;
}

template <ChanceGame G>
std::vector<typename G::Action> Tree<G>::principal_variation(int max_length) const {
  const Edge* best = best_edge();
  return best ? principal_variation(*best, max_length) : std::vector<Action>{};
}

template <ChanceGame G>
std::vector<typename G::Action> Tree<G>::principal_variation(const Edge& first,
                                                             int max_length) const {
  const auto most_visited = [this](std::span<const Edge> kids) {
    const Edge* best = nullptr;
    for (const Edge& e : kids) {
      if (!best || visits(e) > visits(*best)) best = &e;
    }
    return best;
  };
  std::vector<Action> line;
  const Edge* edge = &first;
  while (edge && visits(*edge) > 0 && int(line.size()) < max_length) {
    line.push_back(edge->action);
    if (G::is_chance(edge->action)) edge = most_visited(edges(edge->node()));
    edge = edge && edge->node() != kNoNode ? most_visited(edges(edge->node())) : nullptr;
  }
  return line;
}

template <ChanceGame G>
std::vector<const typename Tree<G>::Edge*> Tree<G>::ranked_root_edges(std::size_t count) const {
  const Edge* best = best_edge();
  std::vector<const Edge*> ranked;
  if (!best || count == 0) return ranked;
  for (const Edge& e : edges(root_)) {
    if (&e != best) ranked.push_back(&e);
  }
  const auto rank = [this](const Edge* e) {
    const Proof p = proof(*e);
    return std::tuple(p == Proof::Win ? 2 : p == Proof::Loss ? 0 : 1, visits(*e), e->bias);
  };
  const std::size_t kept = std::min(count - 1, ranked.size());
  std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(kept), ranked.end(),
                    [&](const Edge* a, const Edge* b) { return rank(a) > rank(b); });
  ranked.resize(kept);
  ranked.insert(ranked.begin(), best);
  return ranked;
}

template <ChanceGame G>
void Tree<G>::restrict_root(std::span<const Action> allowed) {
  Node& root = node(root_);
  const auto kids = edges(root_);
  std::size_t kept = 0;
  for (Edge& e : kids) {
    if (std::find(allowed.begin(), allowed.end(), e.action) == allowed.end()) continue;
    Edge& slot = kids[kept++];
    if (&slot == &e) continue;
    // Edges hold an atomic, so they swap field by field; no thread searches yet.
    std::swap(slot.action, e.action);
    std::swap(slot.weight, e.weight);
    std::swap(slot.bias, e.bias);
    const NodeIndex child = slot.node();
    slot.child.store(e.node(), std::memory_order_relaxed);
    e.child.store(child, std::memory_order_relaxed);
  }
  if (kept > 0) root.edge_count = std::uint16_t(kept);  // none allowed: the root stays whole
}

}  // namespace zhuge::search::mcts
