// The piece sums that SanguoSearchGame keeps from move to move agree with the evaluation from
// scratch, through captures, crossings, defeats, army transfers, passes and their undoing.

#include <catch2/catch.hpp>

#include <vector>

#include "engine/core/rng.hpp"
#include "search/sanguo/sanguo_search_game.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Position;

TEST_CASE("kept piece sums agree with the evaluation from scratch in random play",
          "[sanguo-search]") {
  const zhuge::eval::sanguo::Evaluator eval;
  zhuge::Rng rng(11);
  int defeats = 0;
  for (int game = 0; game < 60; ++game) {
    SanguoSearchGame g(Position::start(game % 2 == 0), eval);
    std::vector<SanguoSearchGame::Undo> undos;
    for (int ply = 0; ply < 300 && !g.outcome(); ++ply) {
      REQUIRE(g.evaluate() == eval.evaluate(g.position()));
      SanguoSearchGame::MoveList moves;
      g.generate(moves);
      if (rng.below(8) == 0) {  // a pass, checked and taken back
        g.pass();
        REQUIRE(g.evaluate() == eval.evaluate(g.position()));
        g.unpass();
      }
      // A capture when there is one, so that armies change hands.
      SanguoSearchGame::MoveList captures;
      g.generate_captures(captures);
      const auto& from = captures.size() > 0 && rng.below(2) == 0 ? captures : moves;
      const int players = g.players_in_play();
      undos.push_back(g.make(from[static_cast<int>(rng.below(from.size()))]));
      if (g.players_in_play() < players) ++defeats;
    }
    // Taking every move back restores the sums too.
    while (!undos.empty()) {
      g.unmake(undos.back());
      undos.pop_back();
      REQUIRE(g.evaluate() == eval.evaluate(g.position()));
    }
  }
  CHECK(defeats > 20);
}

}  // namespace
