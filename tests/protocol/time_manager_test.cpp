#include "protocol/time_manager.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>

#include "protocol/line_input.hpp"

using namespace zhuge::protocol;
using std::chrono::milliseconds;

namespace {

GoLimits limits(const std::string& args) {
  const auto command = parse_go(tokenize(args));
  REQUIRE(command.ok());
  return command.limits;
}

// The planned soft and hard times in ms, or -1 where there is no deadline.
std::pair<long, long> plan(const std::string& args, std::optional<Seat> side, int overhead) {
  const auto budget = plan_search(limits(args), side, overhead);
  return {budget.soft ? static_cast<long>(budget.soft->count()) : -1,
          budget.hard ? static_cast<long>(budget.hard->count()) : -1};
}

using Plan = std::pair<long, long>;

}  // namespace

TEST_CASE("movetime uses the whole time minus the overhead", "[protocol]") {
  CHECK(plan("movetime 1000", std::nullopt, 30) == Plan{970, 970});
  CHECK(plan("movetime 1000", Seat::kRed, 0) == Plan{1000, 1000});
  CHECK(plan("movetime 10", Seat::kRed, 30) == Plan{kMinimumThinkMs, kMinimumThinkMs});
  CHECK(plan("movetime 0", Seat::kRed, 0) == Plan{kMinimumThinkMs, kMinimumThinkMs});
}

TEST_CASE("two-player clocks: the side to move's clock over 30 moves", "[protocol]") {
  // available 59970: soft 59970/30, hard 4 * soft (below half the clock)
  CHECK(plan("rtime 60000 btime 30000", Seat::kRed, 30) == Plan{1999, 7996});
  CHECK(plan("rtime 60000 btime 30000", Seat::kBlue, 30) == Plan{999, 3996});
}

TEST_CASE("three-player clocks read the seat's own time and increment", "[protocol]") {
  const std::string clocks = "rtime 3000 gtime 9000 btime 6000 rinc 100 ginc 300 binc 200";
  CHECK(plan(clocks, Seat::kGreen, 0) == Plan{300 + 225, 4 * 525});
  CHECK(plan(clocks, Seat::kRed, 0) == Plan{100 + 75, 4 * 175});
  CHECK(plan(clocks, Seat::kBlue, 0) == Plan{200 + 150, 4 * 350});
}

TEST_CASE("before the first flip the lower of rtime and btime counts", "[protocol]") {
  CHECK(plan("rtime 60000 btime 30000", std::nullopt, 30) == Plan{999, 3996});
  CHECK(plan("rtime 30000 btime 60000 rinc 300", std::nullopt, 30) == Plan{999 + 225, 4 * 1224});
  CHECK(plan("btime 30000", std::nullopt, 30) == Plan{999, 3996});
}

TEST_CASE("time and inc are the side to move's clock, whatever the seat", "[protocol]") {
  CHECK(plan("time 12000 rtime 60000 btime 30000", std::nullopt, 30) == Plan{399, 1596});
  CHECK(plan("time 12000 inc 400 rtime 60000", Seat::kRed, 30) == Plan{399 + 300, 4 * 699});
}

TEST_CASE("increments add three quarters, capped at half the clock", "[protocol]") {
  // available 9970: 9970/30 + 750 = 1082, hard 4328 < 4985
  CHECK(plan("rtime 10000 rinc 1000", Seat::kRed, 30) == Plan{1082, 4328});
  // available 970: 32 + 750 = 782 exceeds half the clock, 485
  CHECK(plan("rtime 1000 rinc 1000", Seat::kRed, 30) == Plan{485, 485});
}

TEST_CASE("movestogo divides the clock by the moves left", "[protocol]") {
  CHECK(plan("rtime 10000 movestogo 10", Seat::kRed, 30) == Plan{997, 3988});
  CHECK(plan("rtime 10000 movestogo 1", Seat::kRed, 30) == Plan{4985, 4985});
}

TEST_CASE("the overhead is kept back and a few ms always remain", "[protocol]") {
  CHECK(plan("rtime 60000", Seat::kRed, 0) == Plan{2000, 8000});
  CHECK(plan("rtime 60000", Seat::kRed, 3000) == Plan{1900, 7600});
  CHECK(plan("rtime 20", Seat::kRed, 30) == Plan{kMinimumThinkMs, kMinimumThinkMs});
}

TEST_CASE("the earlier deadline wins when movetime and clocks are both given", "[protocol]") {
  CHECK(plan("movetime 500 rtime 60000", Seat::kRed, 30) == Plan{470, 470});
  CHECK(plan("movetime 9000 rtime 60000", Seat::kRed, 30) == Plan{1999, 7996});
}

TEST_CASE("no deadline without a clock for the side, or when infinite", "[protocol]") {
  CHECK(plan("rtime 1000 btime 1000", Seat::kGreen, 30) == Plan{-1, -1});
  CHECK(plan("movetime 100 infinite", Seat::kRed, 30) == Plan{-1, -1});
  CHECK(plan("depth 3", Seat::kRed, 30) == Plan{-1, -1});
  CHECK(plan("", std::nullopt, 30) == Plan{-1, -1});
}

TEST_CASE("node and depth limits pass through", "[protocol]") {
  const auto budget = plan_search(limits("nodes 1000 depth 4 infinite"), Seat::kRed, 30);
  CHECK(budget.nodes == 1000);
  CHECK(budget.depth == 4);
  CHECK(budget.infinite);
}

TEST_CASE("should_stop trips on the hard deadline and raises the stop flag", "[protocol]") {
  TimeManager manager;
  const SearchBudget budget{.soft = milliseconds(50), .hard = milliseconds(100)};
  manager.start(budget, TimeManager::Clock::now() - milliseconds(200));
  CHECK_FALSE(manager.may_start_iteration(1));
  CHECK(manager.should_stop(0));
  CHECK(manager.stop_requested());
  CHECK(manager.elapsed() >= milliseconds(200));

  manager.start(budget);
  CHECK_FALSE(manager.stop_requested());
  CHECK_FALSE(manager.should_stop(0));
  CHECK(manager.may_start_iteration(1));
}

TEST_CASE("should_stop trips on the node limit and on request", "[protocol]") {
  TimeManager manager;
  manager.start(SearchBudget{.nodes = 1000});
  CHECK_FALSE(manager.should_stop(999));
  CHECK(manager.should_stop(1000));

  manager.start(SearchBudget{});
  CHECK_FALSE(manager.should_stop(1'000'000'000));
  manager.request_stop();
  CHECK(manager.should_stop(0));
  CHECK_FALSE(manager.may_start_iteration(1));
}

TEST_CASE("may_start_iteration respects the depth limit", "[protocol]") {
  TimeManager manager;
  manager.start(SearchBudget{.depth = 3});
  CHECK(manager.may_start_iteration(3));
  CHECK_FALSE(manager.may_start_iteration(4));
}

TEST_CASE("a movetime search stops within the promised time", "[protocol]") {
  TimeManager manager;
  const auto started = TimeManager::Clock::now();
  manager.start(plan_search(limits("movetime 100"), Seat::kRed, 30), started);
  std::int64_t nodes = 0;
  while (!manager.should_stop(++nodes)) std::this_thread::sleep_for(milliseconds(1));
  const auto took = TimeManager::Clock::now() - started;
  CHECK(took >= milliseconds(70));
  CHECK(took < milliseconds(150));
}

TEST_CASE("a stop request reaches a searching thread", "[protocol]") {
  TimeManager manager;
  manager.start(SearchBudget{});
  std::thread searcher([&] {
    while (!manager.should_stop(0)) std::this_thread::yield();
  });
  manager.request_stop();
  searcher.join();
  CHECK(manager.stop_requested());
}
