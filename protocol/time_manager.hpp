#pragma once
// The one time manager every search uses. plan_search() turns the `go` limits, the side to move,
// MoveOverhead and the game's estimate of the moves left into a SearchBudget; a TimeManager then
// times one search against it and carries the stop flag that `stop` and `quit` raise.
//
// Allocation (all in ms; `overhead` = MoveOverhead):
//   movetime t:  soft = hard = max(t - overhead, kMinimumThinkMs)
//   clock:       available = max(remaining - overhead, 0)
//                soft = available / movestogo (the game's moves_left if absent) + 3/4 * increment
//                hard = min(kHardPerSoft * soft, available / 2)
//                both at least min(kMinimumThinkMs, available) and 1, soft <= hard: at low time
//                a deadline never passes the clock minus the overhead
//   both given:  the earlier deadline of each kind wins.
//   infinite, or no time limit at all: no deadlines.
// On a clock alone (no movetime) the game may stretch or shrink the soft time while it searches,
// by what it sees (scale_soft(), protocol/time_policy.hpp); never past the hard deadline.
// A ponder search (`go ponder`) has no deadlines until ponderhit(); its deadlines then count from
// the ponderhit, so the time spent pondering is a bonus.
// The clock is the side to move's: `time`/`inc` if given, else the seat's rtime/gtime/btime and
// rinc/ginc/binc; with no side (luzhanqi before the first flip) the smaller of rtime and btime.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "protocol/go_limits.hpp"

namespace zhuge::protocol {

inline constexpr std::int64_t kMinimumThinkMs = 5;
inline constexpr std::int64_t kHardPerSoft = 4;

// How long a game typically lasts, for the clock: `typical_plies` in all, one ply of each of
// `players` per round, and at least `min_moves_left` moves planned so that a game longer than
// usual never runs the clock down (each move spends a fraction of what is left).
struct GameLength {
  int typical_plies;
  int players;
  int min_moves_left;
};

// The side to move's moves until the end of a game of `length` after `plies_played`.
std::int64_t moves_left(const GameLength& length, int plies_played);

struct SearchBudget {
  std::optional<std::chrono::milliseconds> soft{};  // past it, start no new iteration
  std::optional<std::chrono::milliseconds> hard{};  // past it, stop at once
  std::optional<std::int64_t> nodes{};
  std::optional<int> depth{};
  bool infinite = false;  // the caller holds `bestmove` back until `stop`
  bool flexible = false;  // the deadlines come from a clock alone: scale_soft() may move soft
};

// `moves_left`: the game's estimate (moves_left() above), used when `go` gives no movestogo.
SearchBudget plan_search(const GoLimits& limits, std::optional<Seat> side_to_move,
                         int move_overhead_ms, std::int64_t moves_left);

// Shared by all threads of one search. start() runs before the threads do; the other members
// are safe to call from any thread.
class TimeManager {
 public:
  using Clock = std::chrono::steady_clock;

  // Begins timing a search from `started` and clears an earlier stop request. A `ponder` search
  // has no deadlines and no node limit until ponderhit().
  void start(const SearchBudget& budget, Clock::time_point started = Clock::now(),
             bool ponder = false);
  // `ponderhit`: the ponder search goes on as a normal one, its deadlines counted from `now`.
  void ponderhit(Clock::time_point now = Clock::now());
  bool pondering() const { return pondering_.load(std::memory_order_acquire); }
  // A flexible budget's soft deadline becomes `factor` times the planned soft time, from where
  // the deadlines count, and at most the hard deadline; during a ponder, from the ponderhit.
  // Without a flexible budget, nothing. Any thread may call it.
  void scale_soft(double factor);

  // True once the hard deadline or the node limit is reached (neither while pondering) or a stop
  // was requested; then also raises the stop flag so the other threads stop at their next check.
  // Costs one clock read: call it every few thousand nodes, with the nodes of all threads if known.
  bool should_stop(std::int64_t nodes);
  // Whether iterative deepening may start an iteration of `depth`: no stop, depth within the
  // limit, and the soft deadline not yet passed.
  bool may_start_iteration(int depth) const;

  // For `stop` and `quit`.
  void request_stop() { stop_.store(true, std::memory_order_relaxed); }
  bool stop_requested() const { return stop_.load(std::memory_order_relaxed); }

  // Since start(), pondering included.
  std::chrono::milliseconds elapsed() const;
  // Time left before the soft deadline (zero once past it); nullopt when there is none yet.
  std::optional<std::chrono::milliseconds> until_soft_deadline() const;
  const SearchBudget& budget() const { return budget_; }

 private:
  // The deadlines as clock ticks, kNoDeadline when there is none; ponderhit() sets them while
  // the search threads read them.
  static constexpr Clock::rep kNoDeadline = Clock::time_point::max().time_since_epoch().count();
  void set_deadlines(Clock::time_point from);
  // The soft deadline scaled by soft_factor_, from deadlines_from_, capped by the hard one.
  Clock::rep scaled_soft_deadline() const;

  SearchBudget budget_;
  Clock::time_point started_{};
  std::atomic<Clock::rep> deadlines_from_{0};
  std::atomic<double> soft_factor_{1.0};
  std::atomic<Clock::rep> soft_deadline_{kNoDeadline};
  std::atomic<Clock::rep> hard_deadline_{kNoDeadline};
  std::atomic<bool> pondering_{false};
  std::atomic<bool> stop_{false};
};

}  // namespace zhuge::protocol
