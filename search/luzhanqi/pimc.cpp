#include "search/luzhanqi/pimc.hpp"

#include <algorithm>
#include <map>
#include <memory>

#include "engine/luzhanqi/deal.hpp"
#include "search/luzhanqi/draw_share.hpp"
#include "search/luzhanqi/ismcts.hpp"
#include "search/luzhanqi/iteration_runner.hpp"

namespace zhuge::search::luzhanqi {

namespace {

struct Determinization {
  Determinization(const Position& pos, const SearchParams& params, std::size_t bytes,
                  const std::vector<Action>& root_moves, Rng& rng)
      : deal(zhuge::luzhanqi::sample_deal(pos, rng)), tree(bytes), search(tree, params, &deal) {
    tree.reset(pos);
    search.prepare_root(rng);
    if (!root_moves.empty()) tree.restrict_root(root_moves);
  }
  zhuge::luzhanqi::Deal deal;
  Tree tree;
  Ismcts search;
};

struct Ballot {
  Action action{};
  int votes = 0;
  std::uint64_t visits = 0;  // breaks ties
  float value = 0.0f;
  auto rank() const { return std::pair(votes, visits); }
};

// Each deal's best action gets one vote; the ballots best first, each with its voters' mean value.
std::vector<Ballot> vote(const std::vector<std::unique_ptr<Determinization>>& deals) {
  std::map<std::pair<int, int>, Ballot> ballots;  // keyed by (from, to)
  for (const auto& d : deals) {
    const Edge* best = d->tree.best_edge();
    if (!best) continue;
    Ballot& ballot = ballots[{best->action.from, best->action.to}];
    ballot.action = best->action;
    ++ballot.votes;
    ballot.visits += d->tree.visits(*best);
    const Node* n = d->tree.child(*best);
    ballot.value += ((n ? n->mean() : 0.0f) - ballot.value) / float(ballot.votes);
  }
  std::vector<Ballot> ranked;
  for (const auto& [key, ballot] : ballots) ranked.push_back(ballot);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const Ballot& a, const Ballot& b) { return a.rank() > b.rank(); });
  return ranked;
}

}  // namespace

SearchOutcome search_pimc(const Position& pos, const SearchParams& params, int threads,
                          std::size_t pool_bytes, const SearchControl& control, Rng& rng) {
  const int count = std::max(params.pimc_deals, 1);
  std::vector<std::unique_ptr<Determinization>> deals;
  for (int i = 0; i < count; ++i) {
    deals.push_back(std::make_unique<Determinization>(pos, params, pool_bytes / count,
                                                      control.root_moves, rng));
  }
  const auto report = [&](const RunStats& s) {
    const std::vector<Ballot> ballots = vote(deals);
    SearchReport r;
    r.iterations = s.iterations;
    r.elapsed = s.elapsed;
    r.seldepth = s.seldepth;
    r.hash_permille = deals[0]->tree.pool().permille_full();
    // Only the actions some deal chose are ranked: MultiPV lists at most one line per vote.
    for (const Ballot& b : ballots) {
      if (int(r.lines.size()) == control.multipv) break;
      r.lines.push_back({b.action,
                         std::uint32_t(b.visits),
                         b.value,
                         draw_share(0.0f, b.value),
                         Proof::Unknown,
                         {b.action}});
    }
    if (!r.lines.empty()) {
      r.value = r.lines[0].value;
      r.pv = r.lines[0].pv;
    }
    return r;
  };
  const IterationHooks hooks{
      [&](Rng& r, std::uint64_t number) { return deals[number % count]->search.iterate(r); },
      [] { return 1; },
      {},
      {},
      report};
  const RunStats stats = run_iterations(threads, control, rng, hooks);
  const std::vector<Ballot> ballots = vote(deals);
  return {ballots.empty() ? std::nullopt : std::optional(ballots[0].action), report(stats)};
}

}  // namespace zhuge::search::luzhanqi
