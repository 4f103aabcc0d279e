// Lazy SMP's bookkeeping: where helpers go next, and which helper iteration the main thread gets.

#include <catch2/catch.hpp>

#include <atomic>

#include "search/multiplayer/lazy_smp.hpp"

namespace {

struct Result {
  int depth = 0;
  int thread = 0;
};
using Smp = zhuge::search::multiplayer::LazySmp<Result, 32>;

const auto any_depth = [](int) { return true; };

// The bookkeeping of `threads` threads, with the main thread in its iteration of `main_depth`.
struct Threads {
  Threads(int threads, int main_depth) : smp(threads, finished), main(smp, main_depth) {
    smp.main_starts(main_depth);
  }
  std::atomic<int> finished{0};
  Smp smp;
  Smp::Searching main;
};

}  // namespace

TEST_CASE("Lazy SMP sends a helper past the depths that half the threads search", "[lazy-smp]") {
  Threads threads(4, 1);  // two threads per depth
  auto& smp = threads.smp;
  CHECK(smp.helper_depth(1, any_depth) == 1);
  const Smp::Searching first(smp, 1);
  CHECK(smp.helper_depth(1, any_depth) == 2);
  const Smp::Searching second(smp, 2);
  {
    const Smp::Searching third(smp, 2);
    CHECK(smp.helper_depth(1, any_depth) == 3);
  }
  CHECK(smp.helper_depth(1, any_depth) == 2);  // the third left depth 2
  smp.finished(4);
  CHECK(threads.finished == 4);
  CHECK(smp.helper_depth(1, any_depth) == 5);  // never a depth already finished
}

TEST_CASE("a helper refused a deeper iteration joins the main thread's depth", "[lazy-smp]") {
  Threads threads(2, 5);  // one thread per depth
  CHECK(threads.smp.helper_depth(5, any_depth) == 6);
  CHECK(threads.smp.helper_depth(5, [](int d) { return d <= 5; }) == 5);
}

TEST_CASE("the main thread gets the deepest iteration a helper finished", "[lazy-smp]") {
  std::atomic<int> finished{0};
  Smp smp(3, finished);
  CHECK_FALSE(smp.deeper_than(0));
  smp.offer({3, 1});
  smp.offer({2, 2});  // shallower: not kept
  CHECK(finished == 3);
  const auto deeper = smp.deeper_than(2);
  REQUIRE(deeper);
  CHECK(deeper->depth == 3);
  CHECK(deeper->thread == 1);
  CHECK_FALSE(smp.deeper_than(3));
  smp.offer({3, 2});  // as deep: the first stays
  CHECK(smp.deeper_than(2)->thread == 1);
  smp.finished(5);  // the main thread's own depth raises the count, not the result
  CHECK(finished == 5);
  CHECK(smp.deeper_than(3) == std::nullopt);
}
