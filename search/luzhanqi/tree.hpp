#pragma once
// The ISMCTS tree of one game: a node pool, the root and the public position
// at the root. It outlives a search so that the next move can reuse the
// subtree of the position the game reached.

#include <optional>
#include <span>
#include <vector>

#include "engine/luzhanqi/position.hpp"
#include "search/luzhanqi/node_pool.hpp"

namespace zhuge::search::luzhanqi {

using zhuge::luzhanqi::Position;

class Tree {
 public:
  explicit Tree(std::size_t bytes) : pool_(bytes) { reset(Position::start()); }

  // Drops every node and starts over from `root`.
  void reset(const Position& root);
  // Moves the root down along `actions` (flips with their outcomes) if the tree
  // holds that path and the pool is not too full to be worth keeping; else false.
  bool advance(std::span<const Action> actions);

  NodePool& pool() { return pool_; }
  const NodePool& pool() const { return pool_; }
  NodeIndex root() const { return root_; }
  const Position& root_position() const { return root_position_; }

  // The node's children as indices [first, first + count); empty until expanded.
  std::span<Node> children(NodeIndex n);
  std::span<const Node> children(NodeIndex n) const;
  NodeIndex index_of(const Node& n) const { return NodeIndex(&n - &pool_[0]); }

  // The root action to play: a proven win, else the most visited action that
  // is not a proven loss; nullopt when the root has no children.
  std::optional<Action> best_action() const;
  // The most-visited line from the root; a flip appears as chosen (no outcome)
  // and the line goes on through its most visited outcome.
  std::vector<Action> principal_variation(int max_length = 64) const;
  // Whether `left` more iterations could not change best_action(): the root has one action, or
  // its choice is a proven win, or no other action that is not a proven loss could catch up
  // in visits.
  bool choice_settled(std::uint64_t left) const;
  // The best root child, as best_action() picks it.
  const Node* best_child() const;

 private:
  NodePool pool_;
  NodeIndex root_ = kNoNode;
  Position root_position_;
};

}  // namespace zhuge::search::luzhanqi
