// A search without quiescence (the low strength levels): a leaf is its evaluation, with no
// capture searched beyond the depth, for every algorithm.

#include <catch2/catch.hpp>

#include "tests/sanguo/search/search_helpers.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Position;
namespace sgt = zhuge::search::sanguo::testing;
using sgt::kAlgorithms;

SanguoOutcome rank_every_move(Algorithm a, bool quiescence) {
  SanguoLimits limits;
  limits.quiescence = quiescence;
  return sgt::rank_every_move(a, limits);
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
