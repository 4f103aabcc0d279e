#include "search/luzhanqi/ismcts.hpp"

#include <cmath>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "eval/luzhanqi/evaluation.hpp"
#include "eval/luzhanqi/reach.hpp"
#include "search/luzhanqi/action_prior.hpp"

namespace zhuge::search::luzhanqi {

using namespace zhuge::luzhanqi;

namespace {

// A playout with early termination off still ends after this many plies.
constexpr int kMaxPlayoutPlies = 600;

std::uint8_t seat_to_move(const Position& pos) {
  return std::uint8_t(pos.ply() % 2);
}

// The result for the side to move, if the game is over.
std::optional<float> terminal_value(const Position& pos) {
  const auto result = game_result(pos);
  if (!result) return std::nullopt;
  if (result->winner == Color::None) return 0.0f;
  return result->winner == pos.side_to_move() ? 1.0f : -1.0f;
}

float from_seat(float first_player_value, std::uint8_t seat) {
  return seat == 0 ? first_player_value : -first_player_value;
}

struct FlipGroup {
  Bitboard points = 0;  // the points the kept flip stands for
  int count = 0;        // how many: 0 when nothing was grouped
};

// Keeps one flip of the points out of contact, drawn at random, in place of all of them: they
// differ only in where the revealed piece stands, and iterations spread over them all would
// go nowhere else.
FlipGroup group_flips_out_of_contact(const Position& pos, ActionList& actions, Rng& rng) {
  const Bitboard quiet = eval::luzhanqi::out_of_contact(pos);
  const int count = std::popcount(quiet);
  if (count < 2) return {};
  Bitboard rest = quiet;
  for (auto skip = rng.below(std::uint64_t(count)); skip; --skip) pop_lowest(rest);
  const Square kept = lowest_square(rest);
  Action* out = actions.begin();
  for (const Action a : actions) {
    if (!a.is_flip() || !(quiet & bit(a.from)) || a.from == kept) *out++ = a;
  }
  actions.resize(int(out - actions.begin()));
  return {quiet, count};
}

}  // namespace

Ismcts::Ismcts(Tree& tree, const SearchParams& params, const Deal* deal)
    : tree_(tree), params_(params), deal_(deal) {}

float Ismcts::evaluate(const Position& pos) const {
  const int cp = eval::luzhanqi::evaluate(pos, params_.eval);
  return float(std::tanh(double(cp) / params_.eval_scale));
}

void Ismcts::prepare_root(Rng& rng, bool every_flip) {
  const Position& pos = tree_.root_position();
  if (!terminal_value(pos)) expand_decision(tree_.root(), pos, rng, !every_flip);
}

bool Ismcts::expand_decision(NodeIndex n, const Position& pos, Rng& rng, bool group_flips) {
  Node& node = tree_.node(n);
  Growth leaf = Growth::Leaf;
  if (!node.growth.compare_exchange_strong(leaf, Growth::Expanding, std::memory_order_acquire)) {
    return false;
  }
  ActionList actions;
  generate_actions(pos, actions);
  // A determinized search knows every outcome, so no two flips are alike there.
  const FlipGroup group = group_flips && params_.group_flips && !deal_
                              ? group_flips_out_of_contact(pos, actions, rng)
                              : FlipGroup{};
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
    edges[std::size_t(i)].bias = float(
        std::tanh(action_prior(pos, actions[i], params_.bias_flip_percent) / params_.eval_scale));
    if (actions[i].is_flip() && (group.points & bit(actions[i].from))) {
      edges[std::size_t(i)].weight = std::uint8_t(std::min(group.count, 255));
    }
  }
  node.growth.store(Growth::Expanded, std::memory_order_release);
  return true;
}

bool Ismcts::expand_chance(NodeIndex n, const Position& pos) {
  Node& node = tree_.node(n);
  Growth leaf = Growth::Leaf;
  if (!node.growth.compare_exchange_strong(leaf, Growth::Expanding, std::memory_order_acquire)) {
    return false;
  }
  const auto first = tree_.pool().allocate_edges(std::size_t(pos.pool_kinds()));
  if (!first) {
    node.growth.store(Growth::Leaf, std::memory_order_release);
    return false;
  }
  node.first_edge = *first;
  node.edge_count = std::uint16_t(pos.pool_kinds());
  Edge* next = tree_.pool().edges(node).data();
  for (std::uint32_t kinds = pos.pool_mask(); kinds; kinds &= kinds - 1, ++next) {
    const Piece piece = Piece(std::countr_zero(kinds));
    next->action = flip_action(node.action.from, piece);
    next->weight = std::uint8_t(pos.pool_count(piece));
  }
  node.growth.store(Growth::Expanded, std::memory_order_release);
  return true;
}

NodeIndex Ismcts::child_of(Edge& e) const {
  if (const NodeIndex n = e.node(); n != kNoNode) return n;
  const NodeIndex made = tree_.pool().allocate_node();
  if (made == kNoNode) return kNoNode;
  Node& node = tree_.node(made);
  node.action = e.action;
  node.kind = e.to_chance() ? NodeKind::Chance : NodeKind::Decision;
  NodeIndex seen = kNoNode;
  if (e.child.compare_exchange_strong(seen, made, std::memory_order_acq_rel,
                                      std::memory_order_acquire)) {
    return made;
  }
  return seen;  // another thread was first; ours stays unreachable until the tree is recycled
}

Edge& Ismcts::select_edge(NodeIndex n) const {
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

Piece Ismcts::draw_outcome(const Position& pos, Square s, Rng& rng) const {
  if (deal_) return (*deal_)[s];
  auto left = int(rng.below(std::uint64_t(pos.hidden_count())));
  for (std::uint32_t kinds = pos.pool_mask();; kinds &= kinds - 1) {
    const Piece piece = Piece(std::countr_zero(kinds));
    left -= pos.pool_count(piece);
    if (left < 0) return piece;
  }
}

Edge& Ismcts::pick_outcome(NodeIndex n, Rng& rng) const {
  const auto outcomes = tree_.edges(n);
  if (deal_) {
    const Piece piece = (*deal_)[tree_.node(n).action.from];
    for (Edge& o : outcomes) {
      if (o.action.reveal == piece) return o;
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

Edge& Ismcts::most_behind_its_odds(std::span<Edge> outcomes, int total_weight) const {
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

float Ismcts::play_out(Position& pos, Rng& rng) const {
  const int plies = params_.early_termination ? params_.playout_plies : kMaxPlayoutPlies;
  const std::uint8_t seat = seat_to_move(pos);
  for (int ply = 0; ply < plies; ++ply) {
    if (const auto end = terminal_value(pos)) return from_seat(*end, seat ^ seat_to_move(pos));
    ActionList actions;
    generate_actions(pos, actions);
    Action a = actions[int(rng.below(std::uint64_t(actions.size())))];
    if (a.is_flip()) a.reveal = draw_outcome(pos, a.from, rng);
    pos.make(a);
  }
  if (const auto end = terminal_value(pos)) return from_seat(*end, seat ^ seat_to_move(pos));
  return from_seat(params_.early_termination ? evaluate(pos) : 0.0f, seat ^ seat_to_move(pos));
}

float Ismcts::play_out_from_first_seat(Position& pos, Rng& rng) const {
  const std::uint8_t seat = seat_to_move(pos);
  return from_seat(play_out(pos, rng), seat);
}

float Ismcts::play_out_after(Action a, Position& pos, Rng& rng) const {
  if (a.is_flip() && a.reveal == Piece::Hidden) a.reveal = draw_outcome(pos, a.from, rng);
  pos.make(a);
  return play_out_from_first_seat(pos, rng);
}

int Ismcts::iterate(Rng& rng) {
  Position pos = tree_.root_position();
  std::array<Step, kMaxPath> path;
  int length = 0;
  path[length++] = {tree_.root(), std::uint8_t(seat_to_move(pos) ^ 1)};
  float value = 0.0f;  // for the first player
  bool proven_leaf = false;
  while (true) {
    const Step step = path[length - 1];
    Node& node = tree_.node(step.node);
    if (const Proof proof = node.proven(); params_.solver && proof != Proof::Unknown) {
      value = from_seat(float(proof), step.seat);
      break;
    }
    if (node.kind == NodeKind::Chance) {
      if (!node.expanded() && !expand_chance(step.node, pos)) {
        value = play_out_after(node.action, pos, rng);
        break;
      }
    } else if (!node.expanded()) {
      if (const auto end = terminal_value(pos)) {
        value = from_seat(*end, seat_to_move(pos));
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
          node.minimax.store(-evaluate(pos), std::memory_order_relaxed);
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
    const std::uint8_t seat = chance ? step.seat : seat_to_move(pos);
    if (child.kind == NodeKind::Decision) pos.make(child.action);
    path[length++] = {next, seat};
  }
  back_up(path, length, value, proven_leaf);
  return length;
}

void Ismcts::back_up(const std::array<Step, kMaxPath>& path, int length, float first_player_value,
                     bool proven_leaf) {
  bool proof_changed = proven_leaf;
  // A node's minimax value is a function of its children's: once one stays
  // the same, so do all above it.
  bool minimax_changed = params_.implicit_minimax;
  for (int i = length - 1; i >= 0; --i) {
    Node& node = tree_.node(path[i].node);
    node.value_sum.fetch_add(from_seat(first_player_value, path[i].seat),
                             std::memory_order_relaxed);
    node.visits.fetch_add(1, std::memory_order_relaxed);
    if (i > 0) node.virtual_loss.fetch_sub(1, std::memory_order_relaxed);
    if (!node.expanded()) continue;
    if (minimax_changed) minimax_changed = update_minimax(node);
    if (params_.solver && proof_changed && i < length - 1) proof_changed = update_proof(node);
  }
}

bool Ismcts::update_minimax(Node& node) {
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
  return node.minimax.exchange(value, std::memory_order_relaxed) != value;
}

bool Ismcts::update_proof(Node& node) {
  bool all_win = true, all_loss = true, any_win = false;
  bool grouped = false;  // an edge stands for flips it did not search
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

}  // namespace zhuge::search::luzhanqi
