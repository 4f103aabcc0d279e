#include "search/luzhanqi/ismcts_search.hpp"

#include "search/luzhanqi/ismcts.hpp"
#include "search/luzhanqi/iteration_runner.hpp"

namespace zhuge::search::luzhanqi {

SearchReport tree_report(const Tree& tree, std::uint64_t iterations,
                         std::chrono::milliseconds elapsed, int seldepth) {
  SearchReport report;
  report.iterations = iterations;
  report.elapsed = elapsed;
  report.seldepth = seldepth;
  report.hash_permille = tree.pool().permille_full();
  if (const Edge* best = tree.best_edge()) {
    if (const Node* n = tree.child(*best)) {
      report.value = n->mean();
      report.proof = n->proven();
    }
  }
  report.pv = tree.principal_variation();
  return report;
}

SearchOutcome search_ismcts(Tree& tree, const SearchParams& params, int threads,
                            const SearchControl& control, Rng& rng) {
  Ismcts ismcts(tree, params);
  ismcts.prepare_root(rng);
  const IterationHooks hooks{
      [&](Rng& r, std::uint64_t) { return ismcts.iterate(r); },
      [&] { return int(tree.principal_variation().size()); },
      [&](std::uint64_t left) { return tree.choice_settled(left); },
      [&](const RunStats& s) { return tree_report(tree, s.iterations, s.elapsed, s.seldepth); }};
  const RunStats stats = run_iterations(threads, control, rng, hooks);
  return {tree.best_action(), hooks.report(stats)};
}

}  // namespace zhuge::search::luzhanqi
