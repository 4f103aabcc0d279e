#include "search/luzhanqi/ismcts_search.hpp"

#include "search/luzhanqi/draw_share.hpp"
#include "search/luzhanqi/ismcts.hpp"
#include "search/luzhanqi/iteration_runner.hpp"

namespace zhuge::search::luzhanqi {

RootLine root_line(const Tree& tree, const Edge& e) {
  RootLine line;
  line.action = e.action;
  line.visits = tree.visits(e);
  line.proof = tree.proof(e);
  if (const Node* n = tree.child(e)) line.value = n->mean();
  line.draw =
      line.proof == Proof::Unknown ? draw_share(observed_draw_share(tree, e), line.value) : 0.0f;
  line.pv = tree.principal_variation(e);
  if (e.to_chance() && e.node() != kNoNode) {
    for (const Edge& o : tree.edges(e.node())) {
      if (const Node* n = tree.child(o); n && tree.visits(o) > 0) {
        line.outcomes.push_back({o.action.reveal, tree.visits(o), n->mean()});
      }
    }
  }
  return line;
}

SearchReport tree_report(const Tree& tree, std::uint64_t iterations,
                         std::chrono::milliseconds elapsed, int seldepth, int multipv) {
  SearchReport report;
  report.iterations = iterations;
  report.elapsed = elapsed;
  report.seldepth = seldepth;
  report.hash_permille = tree.pool().permille_full();
  for (const Edge* e : tree.ranked_root_edges(std::size_t(std::max(multipv, 1)))) {
    report.lines.push_back(root_line(tree, *e));
  }
  if (!report.lines.empty()) {
    report.value = report.lines[0].value;
    report.proof = report.lines[0].proof;
    report.pv = report.lines[0].pv;
  }
  return report;
}

SearchOutcome search_ismcts(Tree& tree, const SearchParams& params, int threads,
                            const SearchControl& control, Rng& rng) {
  Ismcts ismcts(tree, params);
  ismcts.prepare_root(rng, control.lists_root_actions());
  if (!control.root_moves.empty()) tree.restrict_root(control.root_moves);
  const IterationHooks hooks{[&](Rng& r, std::uint64_t) { return ismcts.iterate(r); },
                             [&] { return int(tree.principal_variation().size()); },
                             [&](std::uint64_t left) { return tree.choice_settled(left); },
                             [&] { return tree.root_contest(); },
                             [&](const RunStats& s) {
                               return tree_report(tree, s.iterations, s.elapsed, s.seldepth,
                                                  control.multipv);
                             }};
  const RunStats stats = run_iterations(threads, control, rng, hooks);
  return {tree.best_action(), hooks.report(stats)};
}

}  // namespace zhuge::search::luzhanqi
