#pragma once
// The steps of Ismcts (ismcts.hpp): expansion, selection, chance draws, playouts and backups.

#include <algorithm>
#include <cmath>

#include "search/mcts/ismcts.hpp"

namespace zhuge::search::mcts {

namespace ismcts_detail {

inline float from_seat(float first_player_value, std::uint8_t seat) {
  return seat == 0 ? first_player_value : -first_player_value;
}

}  // namespace ismcts_detail

template <ChanceGame G>
void Ismcts<G>::prepare_root(Rng& rng, bool every_action) {
  const Position& pos = tree_.root_position();
  if (!G::terminal_value(pos)) expand_decision(tree_.root(), pos, rng, !every_action);
}

template <ChanceGame G>
bool Ismcts<G>::expand_decision(NodeIndex n, const Position& pos, Rng& rng, bool group_actions) {
  Node& node = tree_.node(n);
  Growth leaf = Growth::Leaf;
  if (!node.growth.compare_exchange_strong(leaf, Growth::Expanding, std::memory_order_acquire)) {
    return false;
  }
  typename G::ActionList actions;
  G::legal_actions(pos, actions);
  // A determinized search knows every outcome, so no two chance actions are alike there. A
  // grouping made by default groups nothing.
  using Groups = decltype(game_.group_actions(pos, actions, rng));
  const Groups groups = group_actions && !deal_ ? game_.group_actions(pos, actions, rng) : Groups{};
  const auto first =
      actions.empty() ? std::nullopt : tree_.pool().allocate_edges(std::size_t(actions.size()));
  if (!first) {
    node.growth.store(Growth::Leaf, std::memory_order_release);
    return false;
  }
  node.first_edge = *first;
  node.edge_count = std::uint16_t(actions.size());
  const auto edges = tree_.pool().edges(node);
  for (int i = 0; i < actions.size(); ++i) {
    edges[std::size_t(i)].action = actions[i];
    edges[std::size_t(i)].bias = game_.prior(pos, actions[i]);
    edges[std::size_t(i)].weight = std::uint8_t(std::min(groups.weight(actions[i]), 255));
  }
  node.growth.store(Growth::Expanded, std::memory_order_release);
  return true;
}

template <ChanceGame G>
bool Ismcts<G>::expand_chance(NodeIndex n, const Position& pos) {
  Node& node = tree_.node(n);
  Growth leaf = Growth::Leaf;
  if (!node.growth.compare_exchange_strong(leaf, Growth::Expanding, std::memory_order_acquire)) {
    return false;
  }
  typename G::OutcomeList outcomes;
  G::chance_outcomes(pos, node.action, outcomes);
  const auto first = tree_.pool().allocate_edges(std::size_t(outcomes.size()));
  if (!first) {
    node.growth.store(Growth::Leaf, std::memory_order_release);
    return false;
  }
  node.first_edge = *first;
  node.edge_count = std::uint16_t(outcomes.size());
  Edge* next = tree_.pool().edges(node).data();
  for (const auto& outcome : outcomes) {
    next->action = outcome.action;
    next->weight = std::uint8_t(outcome.weight);
    ++next;
  }
  node.growth.store(Growth::Expanded, std::memory_order_release);
  return true;
}

template <ChanceGame G>
NodeIndex Ismcts<G>::child_of(Edge& e) const {
  if (const NodeIndex n = e.node(); n != kNoNode) return n;
  const NodeIndex made = tree_.pool().allocate_node();
  if (made == kNoNode) return kNoNode;
  Node& node = tree_.node(made);
  node.action = e.action;
  node.kind = G::is_chance(e.action) ? NodeKind::Chance : NodeKind::Decision;
  NodeIndex seen = kNoNode;
  if (e.child.compare_exchange_strong(seen, made, std::memory_order_acq_rel,
                                      std::memory_order_acquire)) {
    return made;
  }
  return seen;  // another thread was first; ours stays unreachable until the tree is recycled
}

template <ChanceGame G>
typename Ismcts<G>::Edge& Ismcts<G>::select_edge(NodeIndex n) const {
  const Node& node = tree_.node(n);
  const auto kids = tree_.edges(n);
  const double log_parent = std::log(double(node.visits.load(std::memory_order_relaxed)) + 1.0);
  const double first_play = -node.mean();  // an unvisited child starts at its parent's value
  const double c = params_.exploration_percent / 100.0;
  const double bias_weight = params_.progressive_bias ? params_.bias_percent / 100.0 : 0.0;
  const double minimax_weight = params_.implicit_minimax ? params_.minimax_percent / 100.0 : 0.0;
  Edge* best = nullptr;
  Edge* fallback = nullptr;  // a proven loss, if nothing else is left
  double best_score = 0.0;
  // The children's nodes lie apart: ask for all of them before reading any.
  for (const Edge& edge : kids) __builtin_prefetch(&tree_.stats(edge));
  for (Edge& edge : kids) {
    const Node& child = tree_.stats(edge);
    if (params_.solver) {
      const Proof proof = child.proven();
      if (proof == Proof::Win) return edge;
      if (proof == Proof::Loss) {
        fallback = &edge;
        continue;
      }
    }
    const double virtual_loss = child.virtual_loss.load(std::memory_order_relaxed);
    const double visits = child.visits.load(std::memory_order_relaxed) + virtual_loss;
    double q = visits > 0
                   ? (child.value_sum.load(std::memory_order_relaxed) - virtual_loss) / visits
                   : first_play;
    const float minimax = child.minimax.load(std::memory_order_relaxed);
    if (!std::isnan(minimax)) q += minimax_weight * (minimax - q);
    const double score =
        q + c * std::sqrt(log_parent / (visits + 1.0)) + bias_weight * edge.bias / (visits + 1.0);
    if (!best || score > best_score) {
      best = &edge;
      best_score = score;
    }
  }
  return best ? *best : *fallback;
}

template <ChanceGame G>
typename G::Action Ismcts<G>::draw_outcome(const Position& pos, Action a, Rng& rng) const {
  return deal_ ? G::dealt_outcome(*deal_, a) : G::draw_outcome(pos, a, rng);
}

template <ChanceGame G>
typename Ismcts<G>::Edge& Ismcts<G>::pick_outcome(NodeIndex n, Rng& rng) const {
  const auto outcomes = tree_.edges(n);
  if (deal_) {
    const Action dealt = G::dealt_outcome(*deal_, tree_.node(n).action);
    for (Edge& o : outcomes) {
      if (o.action == dealt) return o;
    }
  }
  int total = 0;
  for (const Edge& o : outcomes) total += o.weight;
  if (params_.stratified_chance) return most_behind_its_odds(outcomes, total);
  auto left = int(rng.below(std::uint64_t(total)));
  for (Edge& o : outcomes) {
    left -= o.weight;
    if (left < 0) return o;
  }
  return outcomes.back();
}

template <ChanceGame G>
typename Ismcts<G>::Edge& Ismcts<G>::most_behind_its_odds(std::span<Edge> outcomes,
                                                          int total_weight) const {
  const auto drawn = [&](const Edge& o) {
    const Node& child = tree_.stats(o);
    return double(child.visits.load(std::memory_order_relaxed)) +
           child.virtual_loss.load(std::memory_order_relaxed);
  };
  double draws = 1.0;  // this one included
  for (const Edge& o : outcomes) draws += drawn(o);
  Edge* behind = &outcomes.front();
  double most = -draws;
  for (Edge& o : outcomes) {
    const double deficit = draws * o.weight / total_weight - drawn(o);
    if (deficit > most) {
      most = deficit;
      behind = &o;
    }
  }
  return *behind;
}

template <ChanceGame G>
float Ismcts<G>::play_out(Position& pos, Rng& rng) const {
  const int plies = params_.early_termination ? params_.playout_plies : kMaxPlayoutPlies;
  const std::uint8_t seat = G::seat(pos);
  for (int ply = 0; ply < plies; ++ply) {
    if (const auto end = G::terminal_value(pos))
      return ismcts_detail::from_seat(*end, seat ^ G::seat(pos));
    typename G::ActionList actions;
    G::legal_actions(pos, actions);
    Action a = actions[int(rng.below(std::uint64_t(actions.size())))];
    if (G::is_chance(a)) a = draw_outcome(pos, a, rng);
    G::make(pos, a);
  }
  if (const auto end = G::terminal_value(pos))
    return ismcts_detail::from_seat(*end, seat ^ G::seat(pos));
  return ismcts_detail::from_seat(params_.early_termination ? float(game_.evaluate(pos)) : 0.0f,
                                  seat ^ G::seat(pos));
}

template <ChanceGame G>
float Ismcts<G>::play_out_from_first_seat(Position& pos, Rng& rng) const {
  const std::uint8_t seat = G::seat(pos);
  return ismcts_detail::from_seat(play_out(pos, rng), seat);
}

template <ChanceGame G>
float Ismcts<G>::play_out_after(Action a, Position& pos, Rng& rng) const {
  if (G::is_chance(a)) a = draw_outcome(pos, a, rng);
  G::make(pos, a);
  return play_out_from_first_seat(pos, rng);
}

template <ChanceGame G>
int Ismcts<G>::iterate(Rng& rng) {
  Position pos = tree_.root_position();
  std::array<Step, kMaxPath> path;
  int length = 0;
  path[length++] = {tree_.root(), std::uint8_t(G::seat(pos) ^ 1)};
  float value = 0.0f;  // for the first player
  bool proven_leaf = false;
  while (true) {
    const Step step = path[length - 1];
    Node& node = tree_.node(step.node);
    if (const Proof proof = node.proven(); params_.solver && proof != Proof::Unknown) {
      value = ismcts_detail::from_seat(float(proof), step.seat);
      break;
    }
    if (node.kind == NodeKind::Chance) {
      if (!node.expanded() && !expand_chance(step.node, pos)) {
        value = play_out_after(node.action, pos, rng);
        break;
      }
    } else if (!node.expanded()) {
      if (const auto end = G::terminal_value(pos)) {
        value = ismcts_detail::from_seat(*end, G::seat(pos));
        if (*end != 0.0f) {
          node.proof.store(*end > 0 ? Proof::Loss : Proof::Win, std::memory_order_relaxed);
          proven_leaf = true;
        }
        break;
      }
      const bool grow =
          node.visits.load(std::memory_order_relaxed) >= std::uint32_t(params_.expand_visits);
      if (!grow || length >= kMaxPath || !expand_decision(step.node, pos, rng, true)) {
        if (params_.implicit_minimax && std::isnan(node.minimax.load(std::memory_order_relaxed))) {
          node.minimax.store(-float(game_.evaluate(pos)), std::memory_order_relaxed);
        }
        value = play_out_from_first_seat(pos, rng);
        break;
      }
    }
    const bool chance = node.kind == NodeKind::Chance;
    Edge& edge = chance ? pick_outcome(step.node, rng) : select_edge(step.node);
    const NodeIndex next = child_of(edge);
    if (next == kNoNode) {  // the pool is full: score the edge without a node of its own
      value = play_out_after(edge.action, pos, rng);
      break;
    }
    Node& child = tree_.node(next);
    child.virtual_loss.fetch_add(1, std::memory_order_relaxed);
    const std::uint8_t seat = chance ? step.seat : G::seat(pos);
    if (child.kind == NodeKind::Decision) G::make(pos, child.action);
    path[length++] = {next, seat};
  }
  back_up(path, length, value, proven_leaf);
  return length;
}

template <ChanceGame G>
void Ismcts<G>::back_up(const std::array<Step, kMaxPath>& path, int length,
                        float first_player_value, bool proven_leaf) {
  bool proof_changed = proven_leaf;
  // A node's minimax value is a function of its children's: once one stays
  // the same, so do all above it.
  bool minimax_changed = params_.implicit_minimax;
  for (int i = length - 1; i >= 0; --i) {
    Node& node = tree_.node(path[i].node);
    node.value_sum.fetch_add(ismcts_detail::from_seat(first_player_value, path[i].seat),
                             std::memory_order_relaxed);
    node.visits.fetch_add(1, std::memory_order_relaxed);
    if (i > 0) node.virtual_loss.fetch_sub(1, std::memory_order_relaxed);
    if (!node.expanded()) continue;
    if (minimax_changed) minimax_changed = update_minimax(node);
    if (params_.solver && proof_changed && i < length - 1) proof_changed = update_proof(node);
  }
}

template <ChanceGame G>
bool Ismcts<G>::update_minimax(Node& node) {
  float best = -2.0f, weighted = 0.0f;
  int weight = 0;
  for (const Edge& edge : tree_.pool().edges(node)) {
    const float m = tree_.stats(edge).minimax.load(std::memory_order_relaxed);
    if (std::isnan(m)) continue;
    best = std::max(best, m);
    weighted += m * edge.weight;
    weight += edge.weight;
  }
  float value = std::nanf("");
  if (node.kind == NodeKind::Chance) {
    if (weight) value = weighted / float(weight);
  } else if (best > -2.0f) {
    value = -best;  // the children are the opponent's view
  }
  if (std::isnan(value)) return false;
  // Written only when it changes: a store would take the cache line from every other thread
  // that reads this node (the root is on every thread's path).
  if (node.minimax.load(std::memory_order_relaxed) == value) return false;
  node.minimax.store(value, std::memory_order_relaxed);
  return true;
}

template <ChanceGame G>
bool Ismcts<G>::update_proof(Node& node) {
  bool all_win = true, all_loss = true, any_win = false;
  bool grouped = false;  // an edge stands for actions it did not search
  for (const Edge& edge : tree_.pool().edges(node)) {
    const Proof p = tree_.stats(edge).proven();
    any_win |= p == Proof::Win;
    all_win &= p == Proof::Win;
    all_loss &= p == Proof::Loss;
    grouped |= edge.weight > 1;
  }
  Proof proof = Proof::Unknown;
  if (node.kind == NodeKind::Chance) {
    proof = all_win ? Proof::Win : all_loss ? Proof::Loss : Proof::Unknown;
  } else {
    proof = any_win ? Proof::Loss : all_loss && !grouped ? Proof::Win : Proof::Unknown;
  }
  if (proof == Proof::Unknown) return false;
  node.proof.store(proof, std::memory_order_relaxed);
  return true;
}

}  // namespace zhuge::search::mcts
