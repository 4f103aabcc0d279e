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

// The planned soft and hard times in ms, or -1 where there is no deadline; the game expects
// `moves_left` more moves of the side to move.
std::pair<long, long> plan(const std::string& args, std::optional<Seat> side, int overhead,
                           std::int64_t moves_left = 30) {
  const auto budget = plan_search(limits(args), side, overhead, moves_left);
  return {budget.soft ? static_cast<long>(budget.soft->count()) : -1,
          budget.hard ? static_cast<long>(budget.hard->count()) : -1};
}

using Plan = std::pair<long, long>;

}  // namespace

TEST_CASE("movetime uses the whole time minus the overhead", "[protocol]") {
  CHECK(plan("movetime 1000", std::nullopt, 30) == Plan{970, 970});
  CHECK(plan("movetime 1000", Seat::Red, 0) == Plan{1000, 1000});
  CHECK(plan("movetime 10", Seat::Red, 30) == Plan{kMinimumThinkMs, kMinimumThinkMs});
  CHECK(plan("movetime 0", Seat::Red, 0) == Plan{kMinimumThinkMs, kMinimumThinkMs});
}

TEST_CASE("two-player clocks: the side to move's clock over the moves left", "[protocol]") {
  // available 59970: soft 59970/30, hard 4 * soft (below half the clock)
  CHECK(plan("rtime 60000 btime 30000", Seat::Red, 30) == Plan{1999, 7996});
  CHECK(plan("rtime 60000 btime 30000", Seat::Blue, 30) == Plan{999, 3996});
}

TEST_CASE("three-player clocks read the seat's own time and increment", "[protocol]") {
  const std::string clocks = "rtime 3000 gtime 9000 btime 6000 rinc 100 ginc 300 binc 200";
  CHECK(plan(clocks, Seat::Green, 0) == Plan{300 + 225, 4 * 525});
  CHECK(plan(clocks, Seat::Red, 0) == Plan{100 + 75, 4 * 175});
  CHECK(plan(clocks, Seat::Blue, 0) == Plan{200 + 150, 4 * 350});
}

TEST_CASE("before the first flip the lower of rtime and btime counts", "[protocol]") {
  CHECK(plan("rtime 60000 btime 30000", std::nullopt, 30) == Plan{999, 3996});
  CHECK(plan("rtime 30000 btime 60000 rinc 300", std::nullopt, 30) == Plan{999 + 225, 4 * 1224});
  CHECK(plan("btime 30000", std::nullopt, 30) == Plan{999, 3996});
}

TEST_CASE("time and inc are the side to move's clock, whatever the seat", "[protocol]") {
  CHECK(plan("time 12000 rtime 60000 btime 30000", std::nullopt, 30) == Plan{399, 1596});
  CHECK(plan("time 12000 inc 400 rtime 60000", Seat::Red, 30) == Plan{399 + 300, 4 * 699});
}

TEST_CASE("increments add three quarters, capped at half the clock", "[protocol]") {
  // available 9970: 9970/30 + 750 = 1082, hard 4328 < 4985
  CHECK(plan("rtime 10000 rinc 1000", Seat::Red, 30) == Plan{1082, 4328});
  // available 970: 32 + 750 = 782 exceeds half the clock, 485
  CHECK(plan("rtime 1000 rinc 1000", Seat::Red, 30) == Plan{485, 485});
}

TEST_CASE("movestogo divides the clock by the moves left", "[protocol]") {
  CHECK(plan("rtime 10000 movestogo 10", Seat::Red, 30) == Plan{997, 3988});
  CHECK(plan("rtime 10000 movestogo 1", Seat::Red, 30) == Plan{4985, 4985});
}

TEST_CASE("the overhead is kept back and a few ms always remain", "[protocol]") {
  CHECK(plan("rtime 60000", Seat::Red, 0) == Plan{2000, 8000});
  CHECK(plan("rtime 60000", Seat::Red, 3000) == Plan{1900, 7600});
}

// Whether a clock's plan ends before the clock minus the overhead runs out (1 ms if nothing is
// left), for every remaining time from 0 to `up_to` ms.
bool within_clock(const std::string& clock_token, std::optional<Seat> side, int overhead, int up_to,
                  const std::string& more = "") {
  for (int remaining = 0; remaining <= up_to; ++remaining) {
    const std::string args = clock_token + " " + std::to_string(remaining) + more;
    const auto [soft, hard] = plan(args, side, overhead);
    const long limit = std::max(remaining - overhead, 1);
    if (soft < 1 || soft > hard || hard > limit) {
      FAIL_CHECK(args << " plans " << soft << "/" << hard << " ms, more than " << limit);
      return false;
    }
  }
  return true;
}

TEST_CASE("at very low time no deadline passes the clock minus the overhead", "[protocol]") {
  CHECK(plan("rtime 20", Seat::Red, 30) == Plan{1, 1});
  CHECK(plan("rtime 40", Seat::Red, 30) == Plan{5, 5});
  CHECK(plan("rtime 33", Seat::Red, 30) == Plan{3, 3});
  // Sudden death and with increments, two clocks and three, before the first flip, movestogo.
  CHECK(within_clock("rtime", Seat::Red, 30, 400));
  CHECK(within_clock("rtime", Seat::Red, 0, 400, " rinc 1000"));
  CHECK(within_clock("gtime", Seat::Green, 10, 400, " ginc 50 rtime 1 btime 1"));
  CHECK(within_clock("btime", std::nullopt, 30, 400, " rtime 100000"));
  CHECK(within_clock("time", Seat::Blue, 30, 400, " inc 100 movestogo 1"));
}

TEST_CASE("the game's moves left set the pace without movestogo", "[protocol]") {
  // 60 s, no increment: 150 moves left at the start of a luzhanqi game, 30 near its end.
  CHECK(plan("rtime 60030", Seat::Red, 30, 150) == Plan{400, 1600});
  CHECK(plan("rtime 60030", Seat::Red, 30, 30) == Plan{2000, 8000});
  // movestogo wins over the estimate.
  CHECK(plan("rtime 60030 movestogo 10", Seat::Red, 30, 150) == Plan{6000, 24000});
}

TEST_CASE("moves_left counts the rounds of a typical game, with a floor", "[protocol]") {
  const GameLength luzhanqi{.typical_plies = 300, .players = 2, .min_moves_left = 30};
  CHECK(moves_left(luzhanqi, 0) == 150);
  CHECK(moves_left(luzhanqi, 100) == 100);
  CHECK(moves_left(luzhanqi, 250) == 30);
  CHECK(moves_left(luzhanqi, 700) == 30);
  const GameLength sanguo{.typical_plies = 210, .players = 3, .min_moves_left = 20};
  CHECK(moves_left(sanguo, 0) == 70);
  CHECK(moves_left(sanguo, 150) == 20);
}

// Plays one seat's clock through a game of `moves` moves that each take the soft time (the
// luzhanqi search stops there), and returns the share of all its time the seat used; REQUIREs
// that the clock never runs out.
double play_clock(std::int64_t base_ms, std::int64_t inc_ms, const GameLength& length, int moves) {
  std::int64_t remaining = base_ms, used = 0;
  for (int move = 0; move < moves; ++move) {
    const std::string args = "time " + std::to_string(remaining) + " inc " + std::to_string(inc_ms);
    const auto budget =
        plan_search(limits(args), std::nullopt, 30, moves_left(length, move * length.players));
    REQUIRE(budget.hard->count() <= std::max<std::int64_t>(remaining - 30, 1));
    remaining += inc_ms - budget.soft->count();
    REQUIRE(remaining >= 0);
    used += budget.soft->count();
  }
  return double(used) / double(base_ms + inc_ms * moves);
}

TEST_CASE("long games on a clock neither flag nor leave most of it unused", "[protocol]") {
  const GameLength luzhanqi{.typical_plies = 300, .players = 2, .min_moves_left = 30};
  const GameLength sanguo{.typical_plies = 210, .players = 3, .min_moves_left = 20};
  // A typical game uses most of its time; a long one never runs out.
  CHECK(play_clock(10'000, 100, luzhanqi, 150) > 0.8);
  CHECK(play_clock(60'000, 600, luzhanqi, 150) > 0.8);
  CHECK(play_clock(10'000, 100, luzhanqi, 400) > 0.9);
  CHECK(play_clock(60'000, 0, luzhanqi, 250) > 0.9);
  CHECK(play_clock(20'000, 200, sanguo, 70) > 0.75);
  CHECK(play_clock(60'000, 0, sanguo, 130) > 0.9);
}

TEST_CASE("the earlier deadline wins when movetime and clocks are both given", "[protocol]") {
  CHECK(plan("movetime 500 rtime 60000", Seat::Red, 30) == Plan{470, 470});
  CHECK(plan("movetime 9000 rtime 60000", Seat::Red, 30) == Plan{1999, 7996});
}

TEST_CASE("no deadline without a clock for the side, or when infinite", "[protocol]") {
  CHECK(plan("rtime 1000 btime 1000", Seat::Green, 30) == Plan{-1, -1});
  CHECK(plan("movetime 100 infinite", Seat::Red, 30) == Plan{-1, -1});
  CHECK(plan("depth 3", Seat::Red, 30) == Plan{-1, -1});
  CHECK(plan("", std::nullopt, 30) == Plan{-1, -1});
}

TEST_CASE("node and depth limits pass through", "[protocol]") {
  const auto budget = plan_search(limits("nodes 1000 depth 4 infinite"), Seat::Red, 30, 30);
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
  manager.start(plan_search(limits("movetime 100"), Seat::Red, 30, 30), started);
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

TEST_CASE("a ponder search has no deadline or node limit until ponderhit", "[protocol]") {
  TimeManager manager;
  const SearchBudget budget{.soft = milliseconds(50), .hard = milliseconds(100), .nodes = 10};
  const auto started = TimeManager::Clock::now() - milliseconds(1000);
  manager.start(budget, started, true);
  CHECK(manager.pondering());
  CHECK_FALSE(manager.should_stop(1000));
  CHECK(manager.may_start_iteration(1));
  CHECK_FALSE(manager.until_soft_deadline());

  // The deadlines count from the ponderhit, not from the start of the search.
  manager.ponderhit();
  CHECK_FALSE(manager.pondering());
  CHECK(manager.may_start_iteration(1));
  CHECK(*manager.until_soft_deadline() > milliseconds(0));
  CHECK(manager.elapsed() >= milliseconds(1000));
  CHECK_FALSE(manager.should_stop(5));
  CHECK(manager.should_stop(10));
}

TEST_CASE("stop ends a ponder search", "[protocol]") {
  TimeManager manager;
  manager.start(SearchBudget{.soft = milliseconds(50), .hard = milliseconds(100)},
                TimeManager::Clock::now(), true);
  manager.request_stop();
  CHECK(manager.should_stop(0));
  CHECK_FALSE(manager.may_start_iteration(1));
}
