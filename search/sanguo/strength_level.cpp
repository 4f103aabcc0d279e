#include "search/sanguo/strength_level.hpp"

#include <algorithm>
#include <vector>

namespace zhuge::search::sanguo {

std::size_t level_pick(std::span<const int> scores, double temperature, Rng& rng) {
  if (scores.empty()) return 0;
  const auto count = std::min(scores.size(), std::size_t(kLevelCandidates));
  const std::vector<double> utilities(scores.begin(), scores.begin() + std::ptrdiff_t(count));
  return pick_with_temperature(utilities, temperature, rng);
}

int level_candidates(StrengthLevel level) {
  return level_temperature(kLevelScale, level) > 0.0 ? kLevelCandidates : 1;
}

int level_noise(StrengthLevel level) {
  const double clamped = std::clamp(level.level, 0.0, double(kCappedLevels - 1));
  const int below = std::min(int(clamped), kCappedLevels - 2);
  const double low = kLevelNoise[std::size_t(below)];
  const double high = kLevelNoise[std::size_t(below + 1)];
  return int(std::lround(low + (high - low) * (clamped - below)));
}

void limit_to_level(SanguoLimits& limits, StrengthLevel level, Rng& rng) {
  const auto cap = level_budget(kLevelScale, level);
  limits.should_stop = [cap, stop = std::move(limits.should_stop)](std::uint64_t nodes) {
    return nodes >= cap || stop(nodes);
  };
  limits.multipv = std::max(limits.multipv, level_candidates(level));
  limits.poll_nodes = kLevelPollNodes;
  limits.quiescence = cap >= kQuiescenceBudget;
  limits.eval_noise = level_noise(level);
  limits.noise_seed = rng();
}

void pick_at_level(StrengthLevel level, Rng& rng, SanguoOutcome& outcome) {
  // The candidates of the deepest iteration that ranked them all: one the cap cut after its
  // first line would leave the level nothing to choose from.
  const auto& ranked =
      outcome.last_complete.lines.empty() ? outcome.last.lines : outcome.last_complete.lines;
  if (ranked.empty()) return;
  std::vector<int> scores;
  for (const auto& line : ranked) scores.push_back(line.score);
  const auto picked = ranked[level_pick(scores, level_temperature(kLevelScale, level), rng)];
  outcome.best = picked.pv.front();
  outcome.last.pv = picked.pv;
}

}  // namespace zhuge::search::sanguo
