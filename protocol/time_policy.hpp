#pragma once
// How long a move on a clock deserves, by what the game's search sees (the GameAwareTime
// option): each game's policy (protocol/<game>/time_policy.hpp) gives a factor that
// TimeManager::scale_soft() applies to the planned soft time. The factors are kept between
// kMinSoftFactor and kMaxSoftFactor, and the hard deadline bounds them anyway.

#include <algorithm>

namespace zhuge::protocol {

inline constexpr double kMinSoftFactor = 0.5;
inline constexpr double kMaxSoftFactor = 2.0;

constexpr double bounded_soft_factor(double factor) {
  return std::clamp(factor, kMinSoftFactor, kMaxSoftFactor);
}

}  // namespace zhuge::protocol
