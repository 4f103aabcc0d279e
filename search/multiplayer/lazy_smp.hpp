#pragma once
// Lazy SMP's bookkeeping for iterative deepening: which depth each helper thread searches next,
// the deepest depth any thread finished (a thread drops an iteration that another finished), and
// the deepest iteration a helper finished, which the main thread takes over when it is deeper
// than its own. Without these the helpers only filled the table, and a helper that finished a
// depth first gave nothing to the answer: two threads reached a depth later than one.

#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>
#include <optional>

namespace zhuge::search::multiplayer {

// `Result` is an iteration's result with its `depth`; depths run below kMaxDepth.
template <class Result, int kMaxDepth>
class LazySmp {
 public:
  // `finished` counts the deepest depth finished; the searching threads read it.
  LazySmp(int threads, std::atomic<int>& finished)
      : crowd_(std::max(1, (threads + 1) / 2)), finished_(finished) {}

  // A helper's next depth: at least `depth`, deeper than every finished one, and past the depths
  // that half the threads already search, so that the threads spread over the next few depths.
  // `may_start(d)` is the limits' consent to an iteration of depth d; where a helper may not go
  // deeper, it joins the main thread's depth, which had that consent.
  template <class MayStart>
  int helper_depth(int depth, const MayStart& may_start) const {
    depth = std::max(depth, finished_.load() + 1);
    while (depth < kMaxDepth - 1 && searching_[depth].load(std::memory_order_relaxed) >= crowd_) {
      ++depth;
    }
    const int main_depth = main_depth_.load(std::memory_order_relaxed);
    return depth <= main_depth || may_start(depth) ? depth : main_depth;
  }

  // The main thread starts the iteration of `depth`.
  void main_starts(int depth) { main_depth_.store(depth, std::memory_order_relaxed); }

  // Counts the threads in the iteration of `depth` while it lives.
  class Searching {
   public:
    Searching(LazySmp& smp, int depth) : count_(smp.searching_[depth]) { ++count_; }
    ~Searching() { --count_; }
    Searching(const Searching&) = delete;
    Searching& operator=(const Searching&) = delete;

   private:
    std::atomic<int>& count_;
  };

  // The main thread finished the iteration of `depth`.
  void finished(int depth) { raise_finished(depth); }

  // A helper finished an iteration; kept if it is the deepest a helper finished. The depth is
  // raised under the lock, so a thread that saw it and then asks deeper_than() finds the result.
  void offer(const Result& result) {
    const std::lock_guard lock(mutex_);
    if (!deepest_ || deepest_->depth < result.depth) deepest_ = result;
    raise_finished(result.depth);
  }

  // The deepest iteration a helper finished, if deeper than `depth`.
  std::optional<Result> deeper_than(int depth) const {
    const std::lock_guard lock(mutex_);
    if (deepest_ && deepest_->depth > depth) return deepest_;
    return std::nullopt;
  }

 private:
  void raise_finished(int depth) {
    int seen = finished_.load();
    while (seen < depth && !finished_.compare_exchange_weak(seen, depth)) {
    }
  }

  const int crowd_;  // threads per depth before a helper looks deeper
  std::array<std::atomic<int>, kMaxDepth> searching_{};
  std::atomic<int>& finished_;
  std::atomic<int> main_depth_{1};
  mutable std::mutex mutex_;
  std::optional<Result> deepest_;
};

}  // namespace zhuge::search::multiplayer
