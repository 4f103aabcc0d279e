// Lazy SMP in the three-player searches: helpers' deeper iterations reach the answer, the
// reports deepen, and MultiPV stays the main thread's.

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <set>
#include <utility>
#include <vector>

#include "engine/sanguo/movegen.hpp"
#include "search/sanguo/sanguo_search.hpp"
#include "tests/sanguo/search/search_helpers.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Position;
using zhuge::search::sanguo::testing::settled_position;

// Bench position 3: a middlegame where the threads' iterations finish in milliseconds.
constexpr const char* kMiddlegame =
    "4rP4/rP1rP3rP1rP/2rHrF4rE/5rK3/rR1rErA1rA1rR1|9/gP1gP1gP1gP1gP/gH8/gF3gA4/"
    "2gEgA1gKgEgR1|1gCgF6/bP3bP1bP1bP/4bEbF2bR/bF8/bR1bEbAbKbA3 g rgb 8 14";

// Whether `pv` is a line of legal moves from `pos`.
bool legal_line(Position pos, const std::vector<zhuge::sanguo::Move>& pv) {
  for (const auto m : pv) {
    zhuge::sanguo::MoveList moves;
    zhuge::sanguo::generate_legal(pos, moves);
    if (std::find(moves.begin(), moves.end(), m) == moves.end()) return false;
    pos.make(m);
  }
  return true;
}

}  // namespace

TEST_CASE("Lazy SMP with two threads finds a legal move and reaches the depth",
          "[sanguo-search][threads]") {
  const auto pos = Position::start(true);
  for (const Algorithm algorithm :
       {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs, Algorithm::BrsPlus}) {
    SanguoSearchParams params;
    params.algorithm = algorithm;
    zhuge::search::TranspositionTable tt(4);
    SanguoLimits limits;
    limits.threads = 2;
    limits.may_start_iteration = [](int depth) { return depth <= 2; };
    const auto outcome = search_sanguo(pos, params, tt, limits, {});
    REQUIRE(outcome.best);
    CHECK(zhuge::sanguo::parse_move(pos, zhuge::sanguo::to_string(*outcome.best)));
    CHECK(outcome.last.depth == 2);
  }
}

TEST_CASE("Lazy SMP reports deeper iterations and answers with the deepest",
          "[sanguo-search][threads]") {
  const Position pos = settled_position(kMiddlegame);
  // Depths that take one thread a few milliseconds (a BRS+ layer costs a depth unit).
  const std::array<std::pair<Algorithm, int>, 2> searches = {
      {{Algorithm::Paranoid, 8}, {Algorithm::BrsPlus, 5}}};
  for (const int threads : {2, 3, 4}) {
    for (const auto& [algorithm, depth_limit] : searches) {
      CAPTURE(threads, algorithm_name(algorithm));
      SanguoSearchParams params;
      params.algorithm = algorithm;
      zhuge::search::TranspositionTable tt(4);
      SanguoLimits limits;
      limits.threads = threads;
      limits.may_start_iteration = [depth_limit](int depth) { return depth <= depth_limit; };
      std::vector<int> reported;
      const auto outcome = search_sanguo(pos, params, tt, limits, [&](const SanguoIteration& it) {
        reported.push_back(it.depth);
        CHECK(it.lines.size() == 1);
        CHECK(legal_line(pos, it.pv));
      });
      REQUIRE_FALSE(reported.empty());
      CHECK(std::is_sorted(reported.begin(), reported.end(), std::less_equal<>()));
      CHECK(reported.back() == depth_limit);
      CHECK(outcome.last.depth == depth_limit);
      CHECK(outcome.last_complete.depth == depth_limit);
      REQUIRE(outcome.best);
      CHECK(*outcome.best == outcome.last.pv.front());
    }
  }
}

TEST_CASE("with MultiPV and threads the main thread ranks every line", "[sanguo-search][threads]") {
  const Position pos = settled_position(kMiddlegame);
  SanguoSearchParams params;
  zhuge::search::TranspositionTable tt(4);
  SanguoLimits limits;
  limits.threads = 3;
  limits.multipv = 3;
  limits.may_start_iteration = [](int depth) { return depth <= 5; };
  const auto outcome = search_sanguo(pos, params, tt, limits, {});
  CHECK(outcome.last.depth == 5);
  REQUIRE(outcome.last.lines.size() == 3);
  std::set<std::uint16_t> firsts;
  for (const auto& line : outcome.last.lines) {
    REQUIRE_FALSE(line.pv.empty());
    firsts.insert(SanguoSearchGame::encode(line.pv.front()));
  }
  CHECK(firsts.size() == 3);
  CHECK(std::is_sorted(outcome.last.lines.begin(), outcome.last.lines.end(),
                       [](const auto& a, const auto& b) { return a.score > b.score; }));
}
