// A search whose evaluation errs (the lowest strength levels): each position's error is fixed
// by its key and the search's seed, bounded, and the same for every algorithm.

#include <catch2/catch.hpp>

#include <cstdlib>

#include "tests/sanguo/search/search_helpers.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using namespace zhuge::search::sanguo;
using zhuge::sanguo::Position;
namespace sgt = zhuge::search::sanguo::testing;

}  // namespace

TEST_CASE("an evaluation error stays within its amplitude and is fixed per position and seed",
          "[sanguo-search][levels]") {
  constexpr int kAmplitude = 300;
  int lowest = 0;
  int highest = 0;
  int moved = 0;
  for (std::uint64_t key = 1; key <= 2000; ++key) {
    const std::uint64_t position = key * 0x9E3779B97F4A7C15ull;
    for (int player = 0; player < 3; ++player) {
      const int e = eval_error(position, 42, player, kAmplitude);
      CHECK(std::abs(e) <= kAmplitude);
      CHECK(e == eval_error(position, 42, player, kAmplitude));
      lowest = std::min(lowest, e);
      highest = std::max(highest, e);
      moved += e != eval_error(position, 43, player, kAmplitude);
    }
  }
  // Spread over the whole range, and another seed errs otherwise nearly everywhere.
  CHECK(lowest < -kAmplitude * 9 / 10);
  CHECK(highest > kAmplitude * 9 / 10);
  CHECK(moved > 5900);
}

TEST_CASE("with an evaluation error, depth 1 scores each root move by its erring evaluation",
          "[sanguo-search][levels]") {
  static const zhuge::eval::sanguo::Evaluator eval;
  SanguoLimits limits;
  limits.quiescence = false;
  limits.eval_noise = 300;
  limits.noise_seed = 7;
  for (const Algorithm a : sgt::kAlgorithms) {
    INFO(algorithm_name(a));
    const auto lines = sgt::rank_every_move(a, limits).last.lines;
    REQUIRE(lines.size() > 10);
    SanguoSearchGame game(Position::start(true), eval);
    const int root = game.side();
    bool erred = false;
    for (const auto& line : lines) {
      const auto undo = game.make(line.pv.front());
      const int exact = game.evaluate()[root];
      CHECK(line.score == exact + eval_error(game.key(), 7, root, 300));
      erred = erred || line.score != exact;
      game.unmake(undo);
    }
    CHECK(erred);
  }
}
