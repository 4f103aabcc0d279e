#include "search/luzhanqi/tree.hpp"

#include <algorithm>

namespace zhuge::search::luzhanqi {

namespace {

// Reusing a subtree keeps the nodes outside it allocated; past this share of
// the pool a fresh tree is worth more than the old one.
constexpr std::size_t kReuseLimitPercent = 75;

std::uint32_t visits_of(const Node& n) {
  return n.visits.load(std::memory_order_relaxed);
}

const Node* most_visited(std::span<const Node> nodes) {
  const Node* best = nullptr;
  for (const Node& n : nodes) {
    if (!best || visits_of(n) > visits_of(*best)) best = &n;
  }
  return best;
}

}  // namespace

void Tree::reset(const Position& root) {
  pool_.clear();
  root_ = pool_.allocate(1);
  root_position_ = root;
}

std::span<Node> Tree::children(NodeIndex n) {
  Node& node = pool_[n];
  if (!node.expanded()) return {};
  return {&pool_[node.first_child], node.child_count};
}

std::span<const Node> Tree::children(NodeIndex n) const {
  const Node& node = pool_[n];
  if (!node.expanded()) return {};
  return {&pool_[node.first_child], node.child_count};
}

bool Tree::advance(std::span<const Action> actions) {
  if (pool_.used() * 100 > pool_.capacity() * kReuseLimitPercent) return false;
  NodeIndex node = root_;
  Position pos = root_position_;
  for (const Action a : actions) {
    const auto kids = children(node);
    const Action chosen = a.is_flip() ? zhuge::luzhanqi::flip_action(a.from) : a;
    auto it =
        std::find_if(kids.begin(), kids.end(), [&](const Node& c) { return c.action == chosen; });
    if (it == kids.end()) return false;
    if (a.is_flip()) {
      const auto outcomes = children(index_of(*it));
      it = std::find_if(outcomes.begin(), outcomes.end(),
                        [&](const Node& c) { return c.action == a; });
      if (it == outcomes.end()) return false;
    }
    node = index_of(*it);
    pos.make(a);
  }
  root_ = node;
  root_position_ = pos;
  return true;
}

const Node* Tree::best_child() const {
  const auto kids = children(root_);
  const Node* best = nullptr;
  for (const Node& c : kids) {
    const Proof p = c.proven();
    if (p == Proof::Win) return &c;
    if (p == Proof::Loss) continue;
    if (!best || visits_of(c) > visits_of(*best) ||
        (visits_of(c) == visits_of(*best) && c.bias > best->bias)) {
      best = &c;
    }
  }
  return best ? best : most_visited(kids);
}

bool Tree::choice_settled(std::uint64_t left) const {
  const auto kids = children(root_);
  const Node* best = best_child();
  if (kids.size() == 1) return true;
  if (!best) return false;
  if (best->proven() == Proof::Win) return true;
  const std::uint64_t lead = visits_of(*best);
  return std::none_of(kids.begin(), kids.end(), [&](const Node& c) {
    return &c != best && c.proven() != Proof::Loss && visits_of(c) + left >= lead;
  });
}

std::optional<Action> Tree::best_action() const {
  const Node* best = best_child();
  if (!best) return std::nullopt;
  return best->action;
}

std::vector<Action> Tree::principal_variation(int max_length) const {
  std::vector<Action> line;
  const Node* node = best_child();
  while (node && visits_of(*node) > 0 && int(line.size()) < max_length) {
    line.push_back(node->action);
    if (node->kind == NodeKind::Chance) node = most_visited(children(index_of(*node)));
    node = node ? most_visited(children(index_of(*node))) : nullptr;
  }
  return line;
}

}  // namespace zhuge::search::luzhanqi
