#pragma once
// A bump allocator of nodes with a fixed capacity taken from `Hash`: the tree
// never grows past it. When it is full, allocation fails and the search keeps
// refining the tree it has.

#include <atomic>
#include <cstddef>
#include <memory>

#include "search/luzhanqi/node.hpp"

namespace zhuge::search::luzhanqi {

class NodePool {
 public:
  // As many nodes as fit in `bytes` (at least 2: a root and one child).
  explicit NodePool(std::size_t bytes);

  // `count` fresh, contiguous nodes; kNoNode when they do not fit.
  NodeIndex allocate(std::size_t count);
  // Forgets every node.
  void clear() { used_.store(0, std::memory_order_relaxed); }

  Node& operator[](NodeIndex i) { return nodes_[i]; }
  const Node& operator[](NodeIndex i) const { return nodes_[i]; }

  std::size_t capacity() const { return capacity_; }
  std::size_t used() const { return used_.load(std::memory_order_relaxed); }
  std::size_t bytes() const { return capacity_ * sizeof(Node); }
  int permille_full() const { return int(used() * 1000 / capacity_); }

 private:
  std::size_t capacity_;
  std::unique_ptr<Node[]> nodes_;
  std::atomic<std::size_t> used_{0};
};

}  // namespace zhuge::search::luzhanqi
