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
  const auto red = seat_clock(Seat::Red);
  const auto blue = seat_clock(Seat::Blue);
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
                    std::int64_t overhead_ms, std::int64_t moves_left) {
  const std::int64_t available =
      std::max<std::int64_t>(bounded(clock.remaining_ms) - overhead_ms, 0);
  const std::int64_t horizon = movestogo ? *movestogo : std::max<std::int64_t>(moves_left, 1);
  const std::int64_t planned = available / horizon + bounded(clock.increment_ms) / 4 * 3;
  // At low time the floor gives way to the clock: past `available` the move would flag.
  const std::int64_t floor = std::max<std::int64_t>(std::min(kMinimumThinkMs, available), 1);
  // Never more than half the clock on one move, so a long think cannot flag.
  const std::int64_t hard = std::max(std::min(kHardPerSoft * planned, available / 2), floor);
  return {std::clamp(planned, floor, hard), hard};
}

}  // namespace

std::int64_t moves_left(const GameLength& length, int plies_played) {
  const int rounds_left = (length.typical_plies - std::max(plies_played, 0)) / length.players;
  return std::max(rounds_left, length.min_moves_left);
}

SearchBudget plan_search(const GoLimits& limits, std::optional<Seat> side_to_move,
                         int move_overhead_ms, std::int64_t moves_left) {
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
    tighten(for_clock(*clock, limits.movestogo, overhead, moves_left));
  }
  if (deadlines) {
    budget.soft = std::chrono::milliseconds(deadlines->soft_ms);
    budget.hard = std::chrono::milliseconds(deadlines->hard_ms);
    budget.flexible = !limits.movetime_ms;
  }
  return budget;
}

void TimeManager::start(const SearchBudget& budget, Clock::time_point started, bool ponder) {
  budget_ = budget;
  started_ = started;
  soft_factor_.store(1.0, std::memory_order_relaxed);
  pondering_.store(ponder, std::memory_order_release);
  if (ponder) {
    soft_deadline_.store(kNoDeadline, std::memory_order_relaxed);
    hard_deadline_.store(kNoDeadline, std::memory_order_relaxed);
  } else {
    set_deadlines(started);
  }
  stop_.store(false, std::memory_order_relaxed);
}

void TimeManager::ponderhit(Clock::time_point now) {
  set_deadlines(now);
  pondering_.store(false, std::memory_order_release);
}

void TimeManager::set_deadlines(Clock::time_point from) {
  const auto ticks = [from](std::optional<std::chrono::milliseconds> after) {
    return after ? (from + *after).time_since_epoch().count() : kNoDeadline;
  };
  deadlines_from_.store(from.time_since_epoch().count(), std::memory_order_relaxed);
  hard_deadline_.store(ticks(budget_.hard), std::memory_order_relaxed);
  soft_deadline_.store(scaled_soft_deadline(), std::memory_order_relaxed);
}

TimeManager::Clock::rep TimeManager::scaled_soft_deadline() const {
  if (!budget_.soft) return kNoDeadline;
  const double factor = budget_.flexible ? soft_factor_.load(std::memory_order_relaxed) : 1.0;
  const auto soft = std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double, std::milli>(factor * double(budget_.soft->count())));
  return std::min(deadlines_from_.load(std::memory_order_relaxed) + soft.count(),
                  hard_deadline_.load(std::memory_order_relaxed));
}

void TimeManager::scale_soft(double factor) {
  if (!budget_.flexible) return;
  soft_factor_.store(std::max(factor, 0.0), std::memory_order_relaxed);
  if (!pondering()) soft_deadline_.store(scaled_soft_deadline(), std::memory_order_relaxed);
}

bool TimeManager::should_stop(std::int64_t nodes) {
  if (stop_requested()) return true;
  if (pondering()) return false;
  const bool limit_reached =
      (budget_.nodes && nodes >= *budget_.nodes) ||
      Clock::now().time_since_epoch().count() >= hard_deadline_.load(std::memory_order_relaxed);
  if (limit_reached) request_stop();
  return limit_reached;
}

bool TimeManager::may_start_iteration(int depth) const {
  return !stop_requested() && (!budget_.depth || depth <= *budget_.depth) &&
         Clock::now().time_since_epoch().count() < soft_deadline_.load(std::memory_order_relaxed);
}

std::chrono::milliseconds TimeManager::elapsed() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started_);
}

std::optional<std::chrono::milliseconds> TimeManager::until_soft_deadline() const {
  const Clock::rep soft = soft_deadline_.load(std::memory_order_relaxed);
  if (soft == kNoDeadline) return std::nullopt;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      Clock::time_point(Clock::duration(soft)) - Clock::now());
  return std::max(left, std::chrono::milliseconds(0));
}

}  // namespace zhuge::protocol
