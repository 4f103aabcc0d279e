#pragma once
// Strength levels (`Skill Level` 0..20, `UCI_Elo`; docs/strength.md, "Levels"): a weaker level
// sees less, a budget that grows with the level, and picks among its best candidates with a
// temperature that falls with the level, as a weaker person would. It never plays a random
// legal move. Each game applies these (search/<game>/strength_level.hpp).

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "engine/core/rng.hpp"

namespace zhuge::search {

inline constexpr double kFullStrengthLevel = 20.0;

// A level in [0, 20], fractional when it comes from UCI_Elo; 20 is full strength: the search
// exactly as without levels.
struct StrengthLevel {
  double level = kFullStrengthLevel;
  bool full() const { return level >= kFullStrengthLevel; }
};

inline constexpr int kCappedLevels = 20;  // levels 0..19; level 20 has no cap

// How a game weakens: the budget and the temperature of each level below 20, the budgets
// rising and the temperatures falling, both chosen from measured Elo (what a doubling of the
// budget, or of the temperature, costs) so that the levels come out evenly spaced.
struct LevelScale {
  std::array<std::uint32_t, kCappedLevels> budgets;
  std::array<double, kCappedLevels> temperatures;  // in the unit of the game's utilities; 0: none
};

// The temperatures `at_zero` * `per_level`^level of levels 0..19.
constexpr std::array<double, kCappedLevels> geometric_temperatures(double at_zero,
                                                                   double per_level) {
  std::array<double, kCappedLevels> temperatures{};
  double t = at_zero;
  for (double& each : temperatures) each = t, t *= per_level;
  return temperatures;
}

// The iteration or node cap, and the temperature, of a level below 20. A fractional level lies
// between its two neighbours' entries on a log scale (linearly next to a temperature of 0, which
// a strong level may have); above level 19 the last step's ratio goes on.
std::uint64_t level_budget(const LevelScale& scale, StrengthLevel level);
double level_temperature(const LevelScale& scale, StrengthLevel level);

// An index drawn with probability proportional to exp(utility / temperature); the best
// utility's index when the temperature is 0. `utilities` is not empty.
std::size_t pick_with_temperature(std::span<const double> utilities, double temperature, Rng& rng);

// One measured rung of a game's ladder (docs/strength.md, "Levels").
struct LadderPoint {
  double level;
  int elo;
};

// The level whose fitted Elo is `elo`, interpolated linearly between the rungs; `ladder` is
// ordered by level and Elo. Below its first rung, its first level; above its last, its last.
// Full strength for a game with no ladder.
StrengthLevel level_for_elo(std::span<const LadderPoint> ladder, int elo);

}  // namespace zhuge::search
