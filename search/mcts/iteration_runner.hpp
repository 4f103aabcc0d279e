#pragma once
// Runs search iterations on SearchControl::threads threads until one of its limits is
// met: the polling, node limits and progress reports that ISMCTS and pimc share.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <functional>
#include <thread>
#include <vector>

#include "engine/core/rng.hpp"
#include "search/mcts/search_control.hpp"

namespace zhuge::search::mcts {

struct RunStats {
  std::uint64_t iterations = 0;
  int seldepth = 0;
  std::chrono::milliseconds elapsed{};
};

template <class Action>
struct IterationHooks {
  // One iteration, numbered from 0 across threads; returns its depth. Thread-safe.
  std::function<int(Rng& rng, std::uint64_t number)> iterate;
  // The length of the current pv, for SearchControl::max_depth.
  std::function<int()> pv_length;
  // Whether `left` more iterations could not change the choice; empty: they always could.
  std::function<bool(std::uint64_t left)> settled;
  // The root's contest so far; empty: the search has none to give.
  std::function<RootContest<Action>()> contest;
  // A report of the search so far.
  std::function<SearchReport<Action>(const RunStats&)> report;
};

namespace runner_detail {

using Clock = std::chrono::steady_clock;

// Every thread adds to both counters at every iteration and reads `stop`; each has a cache line
// of its own, so that the counters' writes do not take `stop` from the readers.
inline constexpr std::size_t kCacheLine = 64;

struct SharedState {
  alignas(kCacheLine) std::atomic<std::uint64_t> claimed{0};    // iterations started
  alignas(kCacheLine) std::atomic<std::uint64_t> completed{0};  // iterations finished
  alignas(kCacheLine) std::atomic<bool> stop{false};
  std::atomic<int> seldepth{0};
  Clock::time_point started = Clock::now();
};

inline void raise_to(std::atomic<int>& maximum, int value) {
  int seen = maximum.load(std::memory_order_relaxed);
  while (value > seen && !maximum.compare_exchange_weak(seen, value)) {
  }
}

inline std::chrono::milliseconds since(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t);
}

inline RunStats stats_of(const SharedState& shared) {
  return {shared.completed.load(std::memory_order_relaxed),
          shared.seldepth.load(std::memory_order_relaxed), since(shared.started)};
}

template <class Action>
bool settled(const SearchControl<Action>& control, const IterationHooks<Action>& hooks,
             std::uint64_t done) {
  if (!hooks.settled) return false;
  const auto left = control.iterations_left(done);
  return left && hooks.settled(*left);
}

template <class Action>
void work(int thread, const SearchControl<Action>& control, const IterationHooks<Action>& hooks,
          Rng rng, SharedState& shared) {
  auto next_report = shared.started + control.report_interval;
  int deepest = 0;
  for (std::uint64_t local = 1; !shared.stop.load(std::memory_order_relaxed); ++local) {
    const std::uint64_t number = shared.claimed.fetch_add(1, std::memory_order_relaxed);
    if (control.max_iterations && number >= *control.max_iterations) break;
    deepest = std::max(deepest, hooks.iterate(rng, number));
    const std::uint64_t done = shared.completed.fetch_add(1, std::memory_order_relaxed) + 1;
    if (local % kPollIterations != 0) continue;
    raise_to(shared.seldepth, deepest);
    if (thread == 0 && control.on_contest && hooks.contest) control.on_contest(hooks.contest());
    if (control.should_stop(done) ||
        (control.max_depth && hooks.pv_length() >= *control.max_depth) ||
        settled(control, hooks, done)) {
      shared.stop.store(true, std::memory_order_relaxed);
    }
    if (thread == 0 && control.on_report && Clock::now() >= next_report) {
      control.on_report(hooks.report(stats_of(shared)));
      next_report = Clock::now() + control.report_interval;
    }
  }
  shared.stop.store(true, std::memory_order_relaxed);  // one limit ends every thread
  raise_to(shared.seldepth, deepest);
}

}  // namespace runner_detail

// Each thread draws its generator's seed from `rng` before starting.
template <class Action>
RunStats run_iterations(const SearchControl<Action>& control, Rng& rng,
                        const IterationHooks<Action>& hooks) {
  using namespace runner_detail;
  SharedState shared;
  std::vector<Rng> generators;
  for (int t = 0; t < std::max(control.threads, 1); ++t) generators.emplace_back(rng.next());
  std::vector<std::jthread> helpers;
  for (int t = 1; t < int(generators.size()); ++t) {
    helpers.emplace_back([&, t] { work(t, control, hooks, generators[t], shared); });
  }
  work(0, control, hooks, generators[0], shared);
  helpers.clear();  // joins
  return stats_of(shared);
}

}  // namespace zhuge::search::mcts
