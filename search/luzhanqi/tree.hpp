#pragma once
// The ISMCTS tree of one game: a node pool, the root and the public position
// at the root. It outlives a search so that the next move can reuse the
// subtree of the position the game reached.

#include <optional>
#include <span>
#include <vector>

#include "engine/luzhanqi/position.hpp"
#include "search/luzhanqi/node_pool.hpp"
#include "search/luzhanqi/search_control.hpp"

namespace zhuge::search::luzhanqi {

using zhuge::luzhanqi::Position;

class Tree {
 public:
  explicit Tree(std::size_t bytes) : pool_(bytes) { reset(Position::start()); }

  // Drops every node and starts over from `root`.
  void reset(const Position& root);
  // Moves the root down along `actions` (flips with their outcomes) if the tree
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
  // The most-visited line from the root; a flip appears as chosen (no outcome)
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
  RootContest root_contest() const;
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

}  // namespace zhuge::search::luzhanqi
