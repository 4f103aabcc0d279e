#include "search/luzhanqi/reused_tree.hpp"

#include <algorithm>

namespace zhuge::search::luzhanqi {

Tree& ReusedTree::prepare(const std::optional<std::string>& start,
                          const std::vector<Action>& history, const Position& pos,
                          std::size_t bytes, bool reuse, bool restricted) {
  if (restricted || restricted_) reuse = false;
  restricted_ = restricted;
  if (!tree_ || bytes != bytes_) {
    tree_.reset();  // never two pools at once
    tree_ = std::make_unique<Tree>(bytes);
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

}  // namespace zhuge::search::luzhanqi
