// zhuge-eval-features: the positions of a recorded game, labelled from the side to move's view,
// and the table rows that tools/fit_eval.py reads.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "eval/luzhanqi/weights.hpp"
#include "tests/match/random_game.hpp"
#include "tools/eval_fit/luzhanqi/feature_table.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/luzhanqi/deal_text.hpp"

using namespace zhuge;
using namespace zhuge::match;

namespace {

GameRecord random_game(std::uint64_t seed) {
  LuzhanqiArbiter arbiter(deal_from_seed(seed), 2000);
  return play_randomly(arbiter, static_cast<std::uint32_t>(seed));
}

}  // namespace

TEST_CASE("A game's samples are its positions after the first flip, with its points", "[match]") {
  const GameRecord record = random_game(11);
  std::string error;
  const auto samples = eval_fit::luzhanqi_samples(record, error);
  REQUIRE(samples);
  REQUIRE(samples->size() == record.moves.size() - 1);  // the first move flips and sets colours
  const bool decided = record.sixths[0] != record.sixths[1];
  for (std::size_t i = 0; i < samples->size(); ++i) {
    const eval_fit::LuzhanqiSample& s = (*samples)[i];
    REQUIRE(s.position.ply() == int(i) + 1);
    REQUIRE(s.points == record.sixths[(i + 1) % 2] / 6.0);
    // The two sides' labels alternate and add up to the one point of the game.
    if (i > 0) REQUIRE(s.points + (*samples)[i - 1].points == 1.0);
    if (decided) REQUIRE(s.points != 0.5);
  }
  const auto header = eval_fit::luzhanqi_table_header();
  const int camp = eval::luzhanqi::EvalWeights{}.camp;  // columns name the option and its default
  REQUIRE(header.find(",EvalCamp=" + std::to_string(camp) + ",") != std::string::npos);
  const auto row = eval_fit::luzhanqi_table_row(record.seed, samples->back());
  REQUIRE(std::count(row.begin(), row.end(), ',') == std::count(header.begin(), header.end(), ','));
  REQUIRE(row.rfind(record.seed + ",", 0) == 0);
}

TEST_CASE("Forfeits give no samples, and a bad record none either but an error", "[match]") {
  GameRecord record = random_game(12);
  std::string error;
  GameRecord forfeited = record;
  forfeited.moves.resize(10);
  forfeited.termination = "timeout";
  forfeited.offender = 0;
  forfeited.sixths = {0, 6};
  const auto none = eval_fit::luzhanqi_samples(forfeited, error);
  REQUIRE(none);
  REQUIRE(none->empty());
  record.moves[3] = "a1a12";
  REQUIRE_FALSE(eval_fit::luzhanqi_samples(record, error));
  REQUIRE(error.find("ply 4") != std::string::npos);
}
