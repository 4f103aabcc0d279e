#include "search/strength_level.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace zhuge::search {

namespace {

// A level's entry of `per_level` (not negative), fractional levels between two on a log scale,
// or linearly next to a zero (a temperature that falls to none).
template <typename T>
double at_level(const std::array<T, kCappedLevels>& per_level, StrengthLevel level) {
  const double clamped = std::clamp(level.level, 0.0, kFullStrengthLevel);
  const int below = std::min(int(clamped), kCappedLevels - 2);
  const double low = double(per_level[std::size_t(below)]);
  const double high = double(per_level[std::size_t(below + 1)]);
  if (low == 0.0 || high == 0.0) return low + (high - low) * (clamped - below);
  return low * std::pow(high / low, clamped - below);
}

}  // namespace

std::uint64_t level_budget(const LevelScale& scale, StrengthLevel level) {
  return std::uint64_t(std::llround(at_level(scale.budgets, level)));
}

double level_temperature(const LevelScale& scale, StrengthLevel level) {
  return at_level(scale.temperatures, level);
}

std::size_t pick_with_temperature(std::span<const double> utilities, double temperature, Rng& rng) {
  const auto best = std::size_t(std::ranges::max_element(utilities) - utilities.begin());
  if (temperature <= 0.0) return best;
  std::vector<double> weights;
  double total = 0.0;
  for (const double u : utilities) {
    // Relative to the best, so that exp() never overflows.
    weights.push_back(std::exp((u - utilities[best]) / temperature));
    total += weights.back();
  }
  // 53 random bits: a uniform double in [0, total).
  double ticket = double(rng.next() >> 11) * 0x1p-53 * total;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (ticket < weights[i]) return i;
    ticket -= weights[i];
  }
  return best;  // rounding left the ticket past the end
}

StrengthLevel level_for_elo(std::span<const LadderPoint> ladder, int elo) {
  if (ladder.empty()) return {};
  const auto above =
      std::ranges::find_if(ladder, [elo](const LadderPoint& p) { return p.elo >= elo; });
  if (above == ladder.begin()) return {ladder.front().level};
  if (above == ladder.end()) return {ladder.back().level};
  const LadderPoint& below = *(above - 1);
  const double share = double(elo - below.elo) / double(above->elo - below.elo);
  return {below.level + share * (above->level - below.level)};
}

}  // namespace zhuge::search
