#include "search/luzhanqi/tree.hpp"

#include <algorithm>
#include <tuple>

namespace zhuge::search::luzhanqi {

namespace {

// The edge of `edges` with `action`, if any.
const Edge* find_edge(std::span<const Edge> edges, const Action& action) {
  const auto it =
      std::find_if(edges.begin(), edges.end(), [&](const Edge& e) { return e.action == action; });
  return it == edges.end() ? nullptr : &*it;
}

}  // namespace

void Tree::reset(const Position& root) {
  pool_.clear();
  root_ = pool_.allocate_node();
  root_position_ = root;
}

std::span<Edge> Tree::edges(NodeIndex n) {
  Node& node = pool_.node(n);
  if (!node.expanded()) return {};
  return pool_.edges(node);
}

std::span<const Edge> Tree::edges(NodeIndex n) const {
  const Node& node = pool_.node(n);
  if (!node.expanded()) return {};
  return pool_.edges(node);
}

bool Tree::advance(std::span<const Action> actions) {
  NodeIndex node = root_;
  Position pos = root_position_;
  for (const Action a : actions) {
    const Action chosen = a.is_flip() ? zhuge::luzhanqi::flip_action(a.from) : a;
    const Edge* e = find_edge(edges(node), chosen);
    if (a.is_flip() && e && e->node() != kNoNode) e = find_edge(edges(e->node()), a);
    if (!e || e->node() == kNoNode) return false;
    node = e->node();
    pos.make(a);
  }
  pool_.keep_subtree(node);
  root_ = 0;  // the subtree's root is its first node
  root_position_ = pos;
  return true;
}

const Edge* Tree::best_edge() const {
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

bool Tree::choice_settled(std::uint64_t left) const {
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

RootContest Tree::root_contest() const {
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

std::optional<Action> Tree::best_action() const {
  const Edge* best = best_edge();
  if (!best) return std::nullopt;
  return best->action;
}

std::vector<Action> Tree::principal_variation(int max_length) const {
  const Edge* best = best_edge();
  return best ? principal_variation(*best, max_length) : std::vector<Action>{};
}

std::vector<Action> Tree::principal_variation(const Edge& first, int max_length) const {
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
    if (edge->to_chance()) edge = most_visited(edges(edge->node()));
    edge = edge && edge->node() != kNoNode ? most_visited(edges(edge->node())) : nullptr;
  }
  return line;
}

std::vector<const Edge*> Tree::ranked_root_edges(std::size_t count) const {
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

void Tree::restrict_root(std::span<const Action> allowed) {
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

}  // namespace zhuge::search::luzhanqi
