#pragma once
// The tree one game keeps between its moves. The protocol sends each position
// as a start plus all the actions since; when the new history extends the one
// the tree was searched from, the search goes on from the subtree it reached.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "search/luzhanqi/tree.hpp"

namespace zhuge::search::luzhanqi {

class ReusedTree {
 public:
  // The tree to search `pos`, reached from `start` (nullopt: the start
  // position) by `history`. Reuses the old subtree when `reuse` allows and the
  // histories agree, else starts afresh; a new `bytes` makes a new pool.
  Tree& prepare(const std::optional<std::string>& start, const std::vector<Action>& history,
                const Position& pos, std::size_t bytes, bool reuse);

  // Whether the last prepare() kept a subtree.
  bool reused() const { return reused_; }

 private:
  std::unique_ptr<Tree> tree_;
  std::size_t bytes_ = 0;
  std::optional<std::string> start_;
  std::vector<Action> history_;
  bool reused_ = false;
};

}  // namespace zhuge::search::luzhanqi
