#pragma once
// The one time manager every search uses. plan_search() turns the `go` limits, the side to move
// and MoveOverhead into a SearchBudget; a TimeManager then times one search against it and
// carries the stop flag that `stop` and `quit` raise.
//
// Allocation (all in ms; `overhead` = MoveOverhead):
//   movetime t:  soft = hard = max(t - overhead, kMinimumThinkMs)
//   clock:       available = max(remaining - overhead, 0)
//                soft = available / movestogo (kDefaultMovesToGo if absent) + 3/4 * increment
//                hard = min(kHardPerSoft * soft, available / 2)
//                both at least kMinimumThinkMs, soft <= hard
//   both given:  the earlier deadline of each kind wins.
//   infinite, or no time limit at all: no deadlines.
// The clock is the side to move's: `time`/`inc` if given, else the seat's rtime/gtime/btime and
// rinc/ginc/binc; with no side (luzhanqi before the first flip) the smaller of rtime and btime.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "protocol/go_limits.hpp"

namespace zhuge::protocol {

inline constexpr std::int64_t kMinimumThinkMs = 5;
inline constexpr std::int64_t kDefaultMovesToGo = 30;
inline constexpr std::int64_t kHardPerSoft = 4;

struct SearchBudget {
  std::optional<std::chrono::milliseconds> soft{};  // past it, start no new iteration
  std::optional<std::chrono::milliseconds> hard{};  // past it, stop at once
  std::optional<std::int64_t> nodes{};
  std::optional<int> depth{};
  bool infinite = false;  // the caller holds `bestmove` back until `stop`
};

SearchBudget plan_search(const GoLimits& limits, std::optional<Seat> side_to_move,
                         int move_overhead_ms);

// Shared by all threads of one search. start() runs before the threads do; the other members
// are safe to call from any thread.
class TimeManager {
 public:
  using Clock = std::chrono::steady_clock;

  // Begins timing a search from `started` and clears an earlier stop request.
  void start(const SearchBudget& budget, Clock::time_point started = Clock::now());

  // True once the hard deadline or the node limit is reached or a stop was requested; then
  // also raises the stop flag so the other threads stop at their next check. Costs one clock
  // read: call it every few thousand nodes, with the nodes of all threads if known.
  bool should_stop(std::int64_t nodes);
  // Whether iterative deepening may start an iteration of `depth`: no stop, depth within the
  // limit, and the soft deadline not yet passed.
  bool may_start_iteration(int depth) const;

  // For `stop` and `quit`.
  void request_stop() { stop_.store(true, std::memory_order_relaxed); }
  bool stop_requested() const { return stop_.load(std::memory_order_relaxed); }

  std::chrono::milliseconds elapsed() const;
  // Time left before the soft deadline (zero once past it); nullopt when there is none.
  std::optional<std::chrono::milliseconds> until_soft_deadline() const;
  const SearchBudget& budget() const { return budget_; }

 private:
  SearchBudget budget_;
  Clock::time_point started_{};
  Clock::time_point soft_deadline_ = Clock::time_point::max();
  Clock::time_point hard_deadline_ = Clock::time_point::max();
  std::atomic<bool> stop_{false};
};

}  // namespace zhuge::protocol
