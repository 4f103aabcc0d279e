// MultiPV and searchmoves in the three-player searches: each line is the root move's own value,
// the lines are ranked, and searchmoves keeps the search to its moves, for every algorithm.

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "engine/sanguo/movegen.hpp"
#include "search/sanguo/sanguo_search.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Move;
using zhuge::sanguo::Position;

constexpr std::array kAlgorithms = {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs,
                                    Algorithm::BrsPlus};

// A fixed-depth search of the start position. Without the table and paranoid's pruning each
// root move's value depends on nothing but the move, whatever was searched before it.
SearchOutcome<SanguoSearchGame> search(Algorithm a, int depth, int multipv,
                                       std::vector<Move> root_moves = {}) {
  static const zhuge::eval::sanguo::Evaluator eval;
  zhuge::search::TranspositionTable tt(1);
  SanguoLimits limits;
  limits.may_start_iteration = [depth](int d) { return d <= depth; };
  limits.use_tt = false;
  limits.multipv = multipv;
  limits.root_moves = std::move(root_moves);
  const SearchFeatures exact{false, false, false, false, false};
  return iterative_deepening(SanguoSearchGame(Position::start(true), eval), {a, exact}, tt, limits,
                             {});
}

std::uint16_t code(Move m) {
  return SanguoSearchGame::encode(m);
}

}  // namespace

TEST_CASE("sanguo MultiPV ranks distinct root moves, each line its move's own value",
          "[sanguo-search][multipv]") {
  for (const Algorithm a : kAlgorithms) {
    INFO(algorithm_name(a));
    const auto out = search(a, 2, 3);
    const auto& lines = out.last.lines;
    REQUIRE(lines.size() == 3);
    CHECK(out.best == lines[0].pv.front());
    CHECK(out.last.score == lines[0].score);
    std::vector<std::uint16_t> firsts;
    for (const auto& line : lines) firsts.push_back(code(line.pv.front()));
    CHECK(std::set(firsts.begin(), firsts.end()).size() == 3);
    for (std::size_t i = 1; i < lines.size(); ++i) CHECK(lines[i - 1].score >= lines[i].score);
    for (const auto& line : lines) {
      const auto forced = search(a, 2, 1, {line.pv.front()});
      CHECK(forced.best == line.pv.front());
      CHECK(forced.last.score == line.score);
      CHECK(forced.last.values == line.values);
    }
  }
}

TEST_CASE("sanguo MultiPV 1 is the single-line search", "[sanguo-search][multipv]") {
  for (const Algorithm a : kAlgorithms) {
    INFO(algorithm_name(a));
    const auto out = search(a, 2, 1);
    REQUIRE(out.last.lines.size() == 1);
    CHECK(out.last.lines[0].pv == out.last.pv);
  }
}

TEST_CASE("sanguo searchmoves keeps every line and the best move to its moves",
          "[sanguo-search][multipv]") {
  zhuge::sanguo::MoveList legal;
  zhuge::sanguo::generate_legal(Position::start(true), legal);
  REQUIRE(legal.size() > 10);
  // Two moves from the end of the list, which move ordering would not try first.
  const std::vector<Move> allowed{legal[legal.size() - 1], legal[legal.size() - 3]};
  for (const Algorithm a : kAlgorithms) {
    INFO(algorithm_name(a));
    const auto out = search(a, 2, 5, allowed);
    REQUIRE(out.best);
    CHECK(std::count(allowed.begin(), allowed.end(), *out.best) == 1);
    REQUIRE(out.last.lines.size() == 2);  // only two moves to rank
    for (const auto& line : out.last.lines) {
      CHECK(std::count(allowed.begin(), allowed.end(), line.pv.front()) == 1);
    }
  }
}

TEST_CASE("sanguo MultiPV above the number of root moves lists each once",
          "[sanguo-search][multipv]") {
  zhuge::sanguo::MoveList legal;
  zhuge::sanguo::generate_legal(Position::start(true), legal);
  const auto out = search(Algorithm::Paranoid, 1, 1000);
  REQUIRE(int(out.last.lines.size()) == legal.size());
  std::set<std::uint16_t> firsts;
  for (const auto& line : out.last.lines) firsts.insert(code(line.pv.front()));
  CHECK(int(firsts.size()) == legal.size());
}
