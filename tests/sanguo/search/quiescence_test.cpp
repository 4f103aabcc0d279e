// A search without quiescence (the low strength levels): a leaf is its evaluation, with no
// capture searched beyond the depth, for every algorithm.

#include <catch2/catch.hpp>

#include <array>

#include "engine/sanguo/movegen.hpp"
#include "search/sanguo/sanguo_search.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Position;

constexpr std::array kAlgorithms = {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs,
                                    Algorithm::BrsPlus};

// Every root move of the start position ranked at depth 1, without the table or pruning.
SanguoOutcome rank_every_move(Algorithm a, bool quiescence) {
  static const zhuge::eval::sanguo::Evaluator eval;
  zhuge::sanguo::MoveList legal;
  zhuge::sanguo::generate_legal(Position::start(true), legal);
  zhuge::search::TranspositionTable tt(1);
  SanguoLimits limits;
  limits.may_start_iteration = [](int d) { return d <= 1; };
  limits.use_tt = false;
  limits.multipv = legal.size();
  limits.quiescence = quiescence;
  const SearchFeatures exact{false, false, false, false, false, false, false};
  return iterative_deepening(SanguoSearchGame(Position::start(true), eval), {a, exact}, tt, limits,
                             {});
}

}  // namespace

TEST_CASE("without quiescence, depth 1 scores each root move by the evaluation after it",
          "[sanguo-search][levels]") {
  static const zhuge::eval::sanguo::Evaluator eval;
  for (const Algorithm a : kAlgorithms) {
    INFO(algorithm_name(a));
    const auto out = rank_every_move(a, false);
    REQUIRE(out.last.depth == 1);
    const auto& lines = out.last.lines;
    REQUIRE(lines.size() > 10);
    SanguoSearchGame game(Position::start(true), eval);
    const int root = game.side();
    for (const auto& line : lines) {
      const auto undo = game.make(line.pv.front());
      CHECK(line.score == game.evaluate()[root]);
      game.unmake(undo);
    }
    // With quiescence a capture's recapture is seen: some move scores otherwise.
    const auto seen = rank_every_move(a, true).last.lines;
    REQUIRE(seen.size() == lines.size());
    bool differs = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      differs =
          differs || seen[i].pv.front() != lines[i].pv.front() || seen[i].score != lines[i].score;
    }
    CHECK(differs);
  }
}
