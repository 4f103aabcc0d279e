#pragma once
// Depth-limited expectimax with alpha-beta at the choice nodes and Star1 pruning at the chance
// nodes (Ballard 1983; Hauk, Buro and Schaeffer 2004), a quiescence search over the tactical
// actions, and iterative deepening: the kind of search the public alpha-beta flip engines play,
// kept as a yardstick for ISMCTS (docs/search-luzhanqi.md, "star1"). It searches the public
// state, as ISMCTS does: a chance action's value is the weighted mean over its outcomes.
//
// Values are from the view of the side to move, in [-1, 1] (the game's evaluate() and
// terminal_value()). One thread; no transposition table. A chance node searches its outcomes,
// the likeliest first, each with the window that could still move the mean past the node's own
// window, given the outcomes searched so far and the bounds [-1, 1] of the rest.

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

#include "engine/core/fixed_list.hpp"
#include "engine/core/rng.hpp"
#include "search/expectimax/game.hpp"
#include "search/limits.hpp"

namespace zhuge::search::expectimax {

// One finished iteration: the best root action at `depth` plies and its value.
template <class Action>
struct Iteration {
  int depth = 0;
  Action best{};
  float value = 0.0f;
  std::uint64_t nodes = 0;  // positions made so far, this search
};

template <class Action>
struct SearchLimits : Limits<Action> {
  std::optional<int> max_depth;
  // Asked before every iteration after the first: false ends the search there.
  std::function<bool(int depth)> may_start_iteration = [](int) { return true; };
  int quiescence_plies = 8;  // tactical plies past the nominal depth
  std::function<void(const Iteration<Action>&)> on_iteration;
};

template <class Action>
struct SearchOutcome {
  std::optional<Action> best;  // nullopt: no legal action
  Iteration<Action> last;      // the deepest finished iteration
};

template <ExpectimaxGame G>
class Star1Search {
 public:
  using Position = typename G::Position;
  using Action = typename G::Action;
  using ActionList = typename G::ActionList;

  Star1Search(const G& game, const SearchLimits<Action>& limits, Rng& rng)
      : game_(game), limits_(limits), rng_(rng) {}

  SearchOutcome<Action> run(const Position& root) {
    ActionList actions;
    root_actions(root, actions);
    SearchOutcome<Action> outcome;
    if (actions.empty()) return outcome;
    outcome.best = actions.begin()[0];
    const int max_depth = limits_.max_depth.value_or(kMaxDepth);
    for (int depth = 1; depth <= max_depth; ++depth) {
      if (depth > 1 && !limits_.may_start_iteration(depth)) break;
      float best = kBelowAll;
      Action best_action = actions.begin()[0];
      for (const Action a : actions) {
        const float v = action_value(root, a, depth, best, kAboveAll);
        if (stopped_) break;
        if (v > best) best = v, best_action = a;
      }
      if (stopped_) break;  // an unfinished iteration is dropped
      outcome.best = best_action;
      outcome.last = {depth, best_action, best, nodes_};
      if (limits_.on_iteration) limits_.on_iteration(outcome.last);
      // The next iteration searches the best first: its value makes the best window.
      Action* const first = std::find(actions.begin(), actions.end(), best_action);
      std::rotate(actions.begin(), first, first + 1);
      if (best >= kWin || best <= kLoss) break;  // proven
    }
    return outcome;
  }

 private:
  static constexpr int kMaxDepth = 64;
  static constexpr float kLoss = -1.0f, kWin = 1.0f;
  static constexpr float kBelowAll = -2.0f, kAboveAll = 2.0f;
  // An evaluation stays inside (-1, 1) (tanh may round to 1 in float), so that only a game's end
  // is a proof.
  static constexpr float kEvalBound = 0.999f;
  static constexpr std::uint64_t kPollNodes = 1024;

  // The root's actions in search order: those of `go searchmoves` if named, else every legal
  // one with the flips out of contact grouped (ChanceGame::group_actions).
  void root_actions(const Position& root, ActionList& actions) {
    G::legal_actions(root, actions);
    const auto& only = limits_.root_moves;
    if (only.empty()) {
      game_.group_actions(root, actions, rng_);
    } else {
      Action* out = actions.begin();
      for (const Action a : actions) {
        if (std::find(only.begin(), only.end(), a) != only.end()) *out++ = a;
      }
      actions.resize(int(out - actions.begin()));
    }
    order(root, actions);
  }

  // Best prior first: captures that win, then the rest.
  void order(const Position& pos, ActionList& actions) const {
    FixedList<std::pair<float, Action>, ActionList::kCapacity> scored;
    for (const Action a : actions) scored.push({game_.prior(pos, a), a});
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& x, const auto& y) { return x.first > y.first; });
    for (int i = 0; i < scored.size(); ++i) actions.begin()[i] = scored.begin()[i].second;
  }

  // `child`'s value from the view of `pos`'s side to move, searched by `child_search(alpha, beta)`
  // from `child`'s own view within the window (alpha, beta) of `pos`'s.
  template <class ChildSearch>
  static float from_parent(const Position& pos, const Position& child, float alpha, float beta,
                           ChildSearch&& child_search) {
    if (G::seat(child) == G::seat(pos)) return child_search(alpha, beta);
    return -child_search(-beta, -alpha);
  }

  float leaf_value(const Position& pos) const {
    return std::clamp(game_.evaluate(pos), -kEvalBound, kEvalBound);
  }

  bool poll() {
    if (++nodes_ % kPollNodes == 0 && limits_.should_stop(nodes_)) stopped_ = true;
    return stopped_;
  }

  float action_value(const Position& pos, Action a, int depth, float alpha, float beta) {
    if (G::is_chance(a)) return chance_value(pos, a, depth, alpha, beta);
    Position child = pos;
    G::make(child, a);
    if (poll()) return 0.0f;
    return from_parent(pos, child, alpha, beta,
                       [&](float lo, float hi) { return search(child, depth - 1, lo, hi); });
  }

  // Star1: the mean over the outcomes, cut off once it is sure to fall outside (alpha, beta).
  float chance_value(const Position& pos, Action chance, int depth, float alpha, float beta) {
    typename G::OutcomeList outcomes;
    G::chance_outcomes(pos, chance, outcomes);
    std::stable_sort(outcomes.begin(), outcomes.end(),
                     [](const auto& x, const auto& y) { return x.weight > y.weight; });
    float total = 0.0f;
    for (const auto& o : outcomes) total += float(o.weight);
    float known = 0.0f;  // the searched outcomes' share of the mean
    float rest = 1.0f;   // the probability of those not yet searched
    for (const auto& o : outcomes) {
      const float p = float(o.weight) / total;
      rest = std::max(rest - p, 0.0f);
      // Below `low` the mean cannot reach alpha; above `high` it cannot stay under beta.
      const float low = (alpha - known - kWin * rest) / p;
      const float high = (beta - known - kLoss * rest) / p;
      if (low >= kWin) return known + p * kWin + kWin * rest;
      if (high <= kLoss) return known + p * kLoss + kLoss * rest;
      Position child = pos;
      G::make(child, o.action);
      if (poll()) return 0.0f;
      const float v =
          from_parent(pos, child, std::max(low, kLoss), std::min(high, kWin),
                      [&](float lo, float hi) { return search(child, depth - 1, lo, hi); });
      if (stopped_) return 0.0f;
      if (v <= low) return known + p * v + kWin * rest;
      if (v >= high) return known + p * v + kLoss * rest;
      known += p * v;
    }
    return known;
  }

  // Fail-soft alpha-beta over the choices.
  float search(const Position& pos, int depth, float alpha, float beta) {
    if (const auto value = G::terminal_value(pos)) return *value;
    if (depth <= 0) return quiesce(pos, limits_.quiescence_plies, alpha, beta);
    ActionList actions;
    G::legal_actions(pos, actions);
    if (actions.empty()) return leaf_value(pos);
    game_.group_actions(pos, actions, rng_);
    order(pos, actions);
    float best = kBelowAll;
    for (const Action a : actions) {
      const float v = action_value(pos, a, depth, std::max(alpha, best), beta);
      if (stopped_) return 0.0f;
      best = std::max(best, v);
      if (best >= beta) break;
    }
    return best;
  }

  // Stand pat on the evaluation, or play on the tactical actions for up to `plies` more.
  float quiesce(const Position& pos, int plies, float alpha, float beta) {
    if (const auto value = G::terminal_value(pos)) return *value;
    float best = leaf_value(pos);
    if (plies == 0 || best >= beta) return best;
    ActionList actions;
    G::legal_actions(pos, actions);
    Action* out = actions.begin();
    for (const Action a : actions) {
      if (G::is_tactical(pos, a)) *out++ = a;
    }
    actions.resize(int(out - actions.begin()));
    order(pos, actions);
    for (const Action a : actions) {
      Position child = pos;
      G::make(child, a);
      if (poll()) return 0.0f;
      const float v = from_parent(pos, child, std::max(alpha, best), beta, [&](float lo, float hi) {
        return quiesce(child, plies - 1, lo, hi);
      });
      best = std::max(best, v);
      if (best >= beta) break;
    }
    return best;
  }

  const G& game_;
  const SearchLimits<Action>& limits_;
  Rng& rng_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
};

}  // namespace zhuge::search::expectimax
