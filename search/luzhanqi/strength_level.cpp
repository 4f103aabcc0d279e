#include "search/luzhanqi/strength_level.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "search/luzhanqi/mcts_search.hpp"

namespace zhuge::search::luzhanqi {

std::size_t level_pick(std::span<const RootLine> lines, double temperature, Rng& rng) {
  if (lines.empty() || lines.front().proof == Proof::Win) return 0;
  std::vector<std::size_t> candidates;
  std::vector<double> utilities;  // log(visits): exp(u / t) is visits^(1 / t)
  for (std::size_t i = 0; i < lines.size() && candidates.size() < kLevelCandidates; ++i) {
    const RootLine& line = lines[i];
    if (line.visits == 0 || (i > 0 && line.proof == Proof::Loss)) continue;
    candidates.push_back(i);
    utilities.push_back(std::log(double(line.visits)));
  }
  if (candidates.empty()) return 0;
  return candidates[pick_with_temperature(utilities, temperature, rng)];
}

void limit_to_level(SearchControl& control, StrengthLevel level) {
  const std::uint64_t cap = level_budget(kLevelScale, level);
  control.max_iterations = std::min(control.max_iterations.value_or(cap), cap);
}

void pick_at_level(const Tree& tree, StrengthLevel level, Rng& rng, SearchOutcome& outcome) {
  std::vector<RootLine> lines;
  for (const Edge* e : tree.ranked_root_edges(kLevelCandidates)) {
    lines.push_back(root_line(tree, *e));
  }
  if (lines.empty()) return;
  const RootLine& picked = lines[level_pick(lines, level_temperature(kLevelScale, level), rng)];
  outcome.best = picked.action;
  outcome.report.pv = picked.pv;
}

SearchParams level_params(SearchParams params) {
  params.exploration_percent = 70;
  params.minimax_percent = 30;
  params.eval_centre_percent = 0;
  return params;
}

}  // namespace zhuge::search::luzhanqi
