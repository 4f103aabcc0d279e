#pragma once
// Perfect-information Monte Carlo, the baseline ISMCTS must beat: sample
// `params.pimc_deals` deals of the hidden outcomes, search each as if its
// outcomes were known (one tree per deal, iterations shared out in turn so that
// every deal gets the same budget), then let each deal vote for its best action.

#include <algorithm>
#include <concepts>
#include <map>
#include <memory>
#include <vector>

#include "search/mcts/draw_share.hpp"
#include "search/mcts/ismcts.hpp"
#include "search/mcts/iteration_runner.hpp"

namespace zhuge::search::mcts {

namespace pimc_detail {

template <ChanceGame G>
struct Determinization {
  Determinization(const typename G::Position& pos, const Params& params, const G& game,
                  std::size_t bytes, const std::vector<typename G::Action>& root_moves, Rng& rng)
      : deal(G::sample_deal(pos, rng)), tree(bytes, pos), search(tree, params, game, &deal) {
    search.prepare_root(rng);
    if (!root_moves.empty()) tree.restrict_root(root_moves);
  }
  typename G::Deal deal;
  Tree<G> tree;
  Ismcts<G> search;
};

template <class Action>
struct Ballot {
  Action action{};
  int votes = 0;
  std::uint64_t visits = 0;  // breaks ties
  float value = 0.0f;
  auto rank() const { return std::pair(votes, visits); }
};

// Each deal's best action gets one vote; the ballots best first, each with its voters' mean value.
template <ChanceGame G>
std::vector<Ballot<typename G::Action>> vote(
    const std::vector<std::unique_ptr<Determinization<G>>>& deals) {
  // Ties between ballots go to the lower action.
  std::map<typename G::Action, Ballot<typename G::Action>> ballots;
  for (const auto& d : deals) {
    const auto* best = d->tree.best_edge();
    if (!best) continue;
    auto& ballot = ballots[G::chance_of(best->action)];
    ballot.action = best->action;
    ++ballot.votes;
    ballot.visits += d->tree.visits(*best);
    const auto* n = d->tree.child(*best);
    ballot.value += ((n ? n->mean() : 0.0f) - ballot.value) / float(ballot.votes);
  }
  std::vector<Ballot<typename G::Action>> ranked;
  for (const auto& [action, ballot] : ballots) ranked.push_back(ballot);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& a, const auto& b) { return a.rank() > b.rank(); });
  return ranked;
}

}  // namespace pimc_detail

// The deals' trees share `pool_bytes` equally.
template <ChanceGame G>
requires std::totally_ordered<typename G::Action> SearchOutcome<typename G::Action> search_pimc(
    const typename G::Position& pos, const Params& params, const G& game, std::size_t pool_bytes,
    const SearchControl<typename G::Action>& control, Rng& rng) {
  using namespace pimc_detail;
  using Action = typename G::Action;
  const int count = std::max(params.pimc_deals, 1);
  std::vector<std::unique_ptr<Determinization<G>>> deals;
  for (int i = 0; i < count; ++i) {
    deals.push_back(std::make_unique<Determinization<G>>(pos, params, game, pool_bytes / count,
                                                         control.root_moves, rng));
  }
  const auto report = [&](const RunStats& s) {
    const auto ballots = vote(deals);
    SearchReport<Action> r;
    r.iterations = s.iterations;
    r.elapsed = s.elapsed;
    r.seldepth = s.seldepth;
    r.hash_permille = deals[0]->tree.pool().permille_full();
    // Only the actions some deal chose are ranked: MultiPV lists at most one line per vote.
    for (const auto& b : ballots) {
      if (int(r.lines.size()) == control.multipv) break;
      r.lines.push_back({b.action,
                         std::uint32_t(b.visits),
                         b.value,
                         draw_share(0.0f, b.value, G::kPriorDrawShare),
                         Proof::Unknown,
                         {b.action}});
    }
    if (!r.lines.empty()) {
      r.value = r.lines[0].value;
      r.pv = r.lines[0].pv;
    }
    return r;
  };
  const IterationHooks<Action> hooks{
      [&](Rng& r, std::uint64_t number) { return deals[number % count]->search.iterate(r); },
      [] { return 1; },
      {},
      {},
      report};
  const RunStats stats = run_iterations(control, rng, hooks);
  const auto ballots = vote(deals);
  return {ballots.empty() ? std::nullopt : std::optional(ballots[0].action), report(stats)};
}

}  // namespace zhuge::search::mcts
