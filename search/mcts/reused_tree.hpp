#pragma once
// The tree one game keeps between its moves. The protocol sends each position
// as a start plus all the actions since; when the new history extends the one
// the tree was searched from, the search goes on from the subtree it reached.

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "search/mcts/tree.hpp"

namespace zhuge::search::mcts {

template <ChanceGame G>
class ReusedTree {
 public:
  using Position = typename G::Position;
  using Action = typename G::Action;

  // The tree to search `pos`, reached from `start` (nullopt: the start
  // position) by `history`. Reuses the old subtree when `reuse` allows and the
  // histories agree, else starts afresh; a new `bytes` makes a new pool. `restricted`: the
  // search will keep only some root actions (`go searchmoves`), so the tree starts afresh, and
  // so does the next one, whose root must have them all.
  Tree<G>& prepare(const std::optional<std::string>& start, const std::vector<Action>& history,
                   const Position& pos, std::size_t bytes, bool reuse, bool restricted = false);

  // Whether the last prepare() kept a subtree.
  bool reused() const { return reused_; }

 private:
  std::unique_ptr<Tree<G>> tree_;
  std::size_t bytes_ = 0;
  std::optional<std::string> start_;
  std::vector<Action> history_;
  bool reused_ = false;
  bool restricted_ = false;  // the last search's root lacked some actions
};

template <ChanceGame G>
Tree<G>& ReusedTree<G>::prepare(const std::optional<std::string>& start,
                                const std::vector<Action>& history, const Position& pos,
                                std::size_t bytes, bool reuse, bool restricted) {
  if (restricted || restricted_) reuse = false;
  restricted_ = restricted;
  if (!tree_ || bytes != bytes_) {
    tree_.reset();  // never two pools at once
    tree_ = std::make_unique<Tree<G>>(bytes, pos);
    bytes_ = bytes;
    reuse = false;
  }
  const bool extends = start == start_ && history.size() >= history_.size() &&
                       std::equal(history_.begin(), history_.end(), history.begin());
  reused_ = reuse && extends && tree_->advance(std::span(history).subspan(history_.size())) &&
            tree_->root_position() == pos;
  if (!reused_) tree_->reset(pos);
  start_ = start;
  history_ = history;
  return *tree_;
}

}  // namespace zhuge::search::mcts
