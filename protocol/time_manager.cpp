#include "protocol/time_manager.hpp"

#include <algorithm>

namespace zhuge::protocol {
namespace {

// Longer than any game; keeps the arithmetic below far from overflow.
constexpr std::int64_t kLongestMs = std::int64_t{1} << 40;

std::int64_t bounded(std::int64_t ms) {
  return std::clamp<std::int64_t>(ms, 0, kLongestMs);
}

struct PlayerClock {
  std::int64_t remaining_ms;
  std::int64_t increment_ms;
};

std::optional<PlayerClock> clock_of(const GoLimits& limits, std::optional<Seat> side) {
  if (limits.own_time_ms) return PlayerClock{*limits.own_time_ms, limits.own_inc_ms.value_or(0)};
  const auto seat_clock = [&](Seat seat) -> std::optional<PlayerClock> {
    const auto index = static_cast<std::size_t>(seat);
    if (!limits.time_ms[index]) return std::nullopt;
    return PlayerClock{*limits.time_ms[index], limits.inc_ms[index].value_or(0)};
  };
  if (side) return seat_clock(*side);
  // No colours yet: whichever of the two luzhanqi clocks is lower.
  const auto red = seat_clock(Seat::kRed);
  const auto blue = seat_clock(Seat::kBlue);
  if (red && blue) return red->remaining_ms <= blue->remaining_ms ? red : blue;
  return red ? red : blue;
}

struct Deadlines {
  std::int64_t soft_ms;
  std::int64_t hard_ms;
};

Deadlines for_movetime(std::int64_t movetime_ms, std::int64_t overhead_ms) {
  const std::int64_t think = std::max(bounded(movetime_ms) - overhead_ms, kMinimumThinkMs);
  return {think, think};
}

Deadlines for_clock(const PlayerClock& clock, std::optional<int> movestogo,
                    std::int64_t overhead_ms) {
  const std::int64_t available =
      std::max<std::int64_t>(bounded(clock.remaining_ms) - overhead_ms, 0);
  const std::int64_t horizon = movestogo.value_or(kDefaultMovesToGo);
  const std::int64_t planned = available / horizon + bounded(clock.increment_ms) / 4 * 3;
  // Never more than half the clock on one move, so a long think cannot flag.
  const std::int64_t hard =
      std::max(std::min(kHardPerSoft * planned, available / 2), kMinimumThinkMs);
  return {std::clamp(planned, kMinimumThinkMs, hard), hard};
}

}  // namespace

SearchBudget plan_search(const GoLimits& limits, std::optional<Seat> side_to_move,
                         int move_overhead_ms) {
  SearchBudget budget{.nodes = limits.nodes, .depth = limits.depth, .infinite = limits.infinite};
  if (limits.infinite) return budget;
  const std::int64_t overhead = std::max(move_overhead_ms, 0);
  std::optional<Deadlines> deadlines;
  const auto tighten = [&](Deadlines more) {
    if (deadlines) {
      more = {std::min(more.soft_ms, deadlines->soft_ms),
              std::min(more.hard_ms, deadlines->hard_ms)};
    }
    deadlines = more;
  };
  if (limits.movetime_ms) tighten(for_movetime(*limits.movetime_ms, overhead));
  if (const auto clock = clock_of(limits, side_to_move)) {
    tighten(for_clock(*clock, limits.movestogo, overhead));
  }
  if (deadlines) {
    budget.soft = std::chrono::milliseconds(deadlines->soft_ms);
    budget.hard = std::chrono::milliseconds(deadlines->hard_ms);
  }
  return budget;
}

void TimeManager::start(const SearchBudget& budget, Clock::time_point started) {
  budget_ = budget;
  started_ = started;
  soft_deadline_ = budget.soft ? started + *budget.soft : Clock::time_point::max();
  hard_deadline_ = budget.hard ? started + *budget.hard : Clock::time_point::max();
  stop_.store(false, std::memory_order_relaxed);
}

bool TimeManager::should_stop(std::int64_t nodes) {
  if (stop_requested()) return true;
  const bool limit_reached = (budget_.nodes && nodes >= *budget_.nodes) ||
                             (budget_.hard && Clock::now() >= hard_deadline_);
  if (limit_reached) request_stop();
  return limit_reached;
}

bool TimeManager::may_start_iteration(int depth) const {
  return !stop_requested() && (!budget_.depth || depth <= *budget_.depth) &&
         (!budget_.soft || Clock::now() < soft_deadline_);
}

std::chrono::milliseconds TimeManager::elapsed() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started_);
}

std::optional<std::chrono::milliseconds> TimeManager::until_soft_deadline() const {
  if (!budget_.soft) return std::nullopt;
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(soft_deadline_ - Clock::now());
  return std::max(left, std::chrono::milliseconds(0));
}

}  // namespace zhuge::protocol
