#include "search/luzhanqi/mcts_search.hpp"

#include <cmath>

namespace zhuge::search::mcts {
template class NodePool<zhuge::luzhanqi::Action>;
template class Tree<luzhanqi::MctsGame>;
template class Ismcts<luzhanqi::MctsGame>;
template class ReusedTree<luzhanqi::MctsGame>;
}  // namespace zhuge::search::mcts

namespace zhuge::search::luzhanqi {

namespace {

// A value the search scored against the centre (MctsGame), on the evaluation's own scale again.
float uncentred(float value, double centre) {
  if (centre == 0.0 || std::abs(value) >= 1.0f) return value;
  return float(std::tanh(std::atanh(double(value)) + centre));
}

// The report in the values that a report promises: the root's side's, against no centre.
void uncentre(SearchReport& report, double centre) {
  report.value = uncentred(report.value, centre);
  for (auto& line : report.lines) {
    line.value = uncentred(line.value, centre);
    for (auto& outcome : line.outcomes) outcome.value = uncentred(outcome.value, centre);
  }
}

}  // namespace

SearchOutcome search_ismcts(Tree& tree, const SearchParams& params, const SearchControl& control,
                            Rng& rng) {
  const MctsGame game(params, tree.root_position());
  const double centre = double(game.centre_cp()) / params.eval_scale;
  SearchControl centred = control;
  if (control.on_report) {
    centred.on_report = [&control, centre](const SearchReport& report) {
      SearchReport plain = report;
      uncentre(plain, centre);
      control.on_report(plain);
    };
  }
  SearchOutcome outcome = mcts::search_ismcts(tree, params, game, centred, rng);
  uncentre(outcome.report, centre);
  return outcome;
}

SearchOutcome search_pimc(const Position& pos, const SearchParams& params, std::size_t pool_bytes,
                          const SearchControl& control, Rng& rng) {
  const MctsGame game(params);
  return mcts::search_pimc(pos, params, game, pool_bytes, control, rng);
}

SearchReport tree_report(const Tree& tree, std::uint64_t iterations,
                         std::chrono::milliseconds elapsed, int seldepth, int multipv) {
  return mcts::tree_report(tree, iterations, elapsed, seldepth, multipv);
}

}  // namespace zhuge::search::luzhanqi
