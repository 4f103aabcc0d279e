#include "search/luzhanqi/pimc.hpp"

#include <algorithm>
#include <map>
#include <memory>

#include "engine/luzhanqi/deal.hpp"
#include "search/luzhanqi/ismcts.hpp"
#include "search/luzhanqi/iteration_runner.hpp"

namespace zhuge::search::luzhanqi {

namespace {

struct Determinization {
  Determinization(const Position& pos, const SearchParams& params, std::size_t bytes, Rng& rng)
      : deal(zhuge::luzhanqi::sample_deal(pos, rng)), tree(bytes), search(tree, params, &deal) {
    tree.reset(pos);
    search.prepare_root(rng);
  }
  zhuge::luzhanqi::Deal deal;
  Tree tree;
  Ismcts search;
};

struct Ballot {
  int votes = 0;
  std::uint64_t visits = 0;  // breaks ties
  float value = 0.0f;
  auto operator<=>(const Ballot& other) const {
    return std::pair(votes, visits) <=> std::pair(other.votes, other.visits);
  }
};

// Each deal's best action gets one vote; the winner's mean value is reported.
std::pair<std::optional<Action>, Ballot> vote(
    const std::vector<std::unique_ptr<Determinization>>& deals) {
  std::map<std::pair<int, int>, std::pair<Action, Ballot>> ballots;  // keyed by (from, to)
  for (const auto& d : deals) {
    const Edge* best = d->tree.best_edge();
    if (!best) continue;
    auto& [action, ballot] = ballots[{best->action.from, best->action.to}];
    action = best->action;
    ++ballot.votes;
    ballot.visits += d->tree.visits(*best);
    const Node* n = d->tree.child(*best);
    ballot.value += ((n ? n->mean() : 0.0f) - ballot.value) / float(ballot.votes);
  }
  const auto winner = std::max_element(
      ballots.begin(), ballots.end(),
      [](const auto& a, const auto& b) { return a.second.second < b.second.second; });
  if (winner == ballots.end()) return {std::nullopt, {}};
  return {winner->second.first, winner->second.second};
}

}  // namespace

SearchOutcome search_pimc(const Position& pos, const SearchParams& params, int threads,
                          std::size_t pool_bytes, const SearchControl& control, Rng& rng) {
  const int count = std::max(params.pimc_deals, 1);
  std::vector<std::unique_ptr<Determinization>> deals;
  for (int i = 0; i < count; ++i) {
    deals.push_back(std::make_unique<Determinization>(pos, params, pool_bytes / count, rng));
  }
  const auto report = [&](const RunStats& s) {
    const auto [best, ballot] = vote(deals);
    SearchReport r;
    r.iterations = s.iterations;
    r.elapsed = s.elapsed;
    r.seldepth = s.seldepth;
    r.hash_permille = deals[0]->tree.pool().permille_full();
    r.value = ballot.value;
    if (best) r.pv = {*best};
    return r;
  };
  const IterationHooks hooks{
      [&](Rng& r, std::uint64_t number) { return deals[number % count]->search.iterate(r); },
      [] { return 1; },
      {},
      report};
  const RunStats stats = run_iterations(threads, control, rng, hooks);
  return {vote(deals).first, report(stats)};
}

}  // namespace zhuge::search::luzhanqi
