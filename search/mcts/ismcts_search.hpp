#pragma once
// The ISMCTS player: searches the tree's root position with SearchControl::threads threads
// sharing the tree, until the control's limits, and picks the action; and the
// reports of a tree (value, proof, pv and MultiPV lines of its root actions).

#include <algorithm>

#include "engine/core/rng.hpp"
#include "search/mcts/draw_share.hpp"
#include "search/mcts/ismcts.hpp"
#include "search/mcts/iteration_runner.hpp"

namespace zhuge::search::mcts {

// One root edge as a line: its visits, value, proof, draw share, pv and, for a chance action,
// the outcomes iterations reached.
template <ChanceGame G>
RootLine<typename G::Action> root_line(const Tree<G>& tree, const typename Tree<G>::Edge& e) {
  RootLine<typename G::Action> line;
  line.action = e.action;
  line.visits = tree.visits(e);
  line.proof = tree.proof(e);
  if (const auto* n = tree.child(e)) line.value = n->mean();
  line.draw = line.proof == Proof::Unknown
                  ? draw_share(observed_draw_share(tree, e), line.value, G::kPriorDrawShare)
                  : 0.0f;
  line.pv = tree.principal_variation(e);
  if (G::is_chance(e.action) && e.node() != kNoNode) {
    for (const auto& o : tree.edges(e.node())) {
      if (const auto* n = tree.child(o); n && tree.visits(o) > 0) {
        line.outcomes.push_back({o.action, tree.visits(o), n->mean()});
      }
    }
  }
  return line;
}

// The report of a tree: value, proof and pv of its best root action, and its best `multipv`
// root actions as lines.
template <ChanceGame G>
SearchReport<typename G::Action> tree_report(const Tree<G>& tree, std::uint64_t iterations,
                                             std::chrono::milliseconds elapsed, int seldepth,
                                             int multipv = 1) {
  SearchReport<typename G::Action> report;
  report.iterations = iterations;
  report.elapsed = elapsed;
  report.seldepth = seldepth;
  report.hash_permille = tree.pool().permille_full();
  for (const auto* e : tree.ranked_root_edges(std::size_t(std::max(multipv, 1)))) {
    report.lines.push_back(root_line(tree, *e));
  }
  if (!report.lines.empty()) {
    report.value = report.lines[0].value;
    report.proof = report.lines[0].proof;
    report.pv = report.lines[0].pv;
  }
  return report;
}

template <ChanceGame G>
SearchOutcome<typename G::Action> search_ismcts(Tree<G>& tree, const Params& params, const G& game,
                                                const SearchControl<typename G::Action>& control,
                                                Rng& rng) {
  using Action = typename G::Action;
  Ismcts<G> ismcts(tree, params, game);
  ismcts.prepare_root(rng, control.lists_root_actions());
  if (!control.root_moves.empty()) tree.restrict_root(control.root_moves);
  const IterationHooks<Action> hooks{[&](Rng& r, std::uint64_t) { return ismcts.iterate(r); },
                                     [&] { return int(tree.principal_variation().size()); },
                                     [&](std::uint64_t left) { return tree.choice_settled(left); },
                                     [&] { return tree.root_contest(); },
                                     [&](const RunStats& s) {
                                       return tree_report(tree, s.iterations, s.elapsed, s.seldepth,
                                                          control.multipv);
                                     }};
  const RunStats stats = run_iterations(control, rng, hooks);
  return {tree.best_action(), hooks.report(stats)};
}

}  // namespace zhuge::search::mcts
