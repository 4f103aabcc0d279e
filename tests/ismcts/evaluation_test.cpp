// The Luzhanqi evaluation: symmetric, and each term pointing the right way.

#include <catch2/catch.hpp>

#include "eval/luzhanqi/evaluation.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge::luzhanqi;
using zhuge::eval::luzhanqi::best_capture_gain;
using zhuge::eval::luzhanqi::evaluate;
using zhuge::eval::luzhanqi::EvalWeights;

namespace {

Position with(const std::map<std::string, char>& pieces, const char* side) {
  return test::position(test::board_field(pieces) + " " + side + " - 0 10");
}

}  // namespace

TEST_CASE("The evaluation is zero before colours and rewards material", "[ismcts]") {
  REQUIRE(evaluate(Position::start(), EvalWeights{}) == 0);
  const std::map<std::string, char> pieces = {{"a2", 'M'},  {"b1", 'F'},  {"c2", 'S'},
                                              {"b12", 'f'}, {"e11", 'g'}, {"a12", 'l'}};
  auto richer = pieces;
  richer["e2"] = 'D';
  REQUIRE(evaluate(with(richer, "r"), EvalWeights{}) > evaluate(with(pieces, "r"), EvalWeights{}));
  REQUIRE(evaluate(with(richer, "b"), EvalWeights{}) < evaluate(with(pieces, "b"), EvalWeights{}));
}

TEST_CASE("The evaluation sees captures for both sides", "[ismcts]") {
  // The red marshal on a2 can take the blue general on a11 down the railway.
  const Position pos = with({{"a2", 'M'}, {"b1", 'F'}, {"a11", 'g'}, {"b12", 'f'}}, "r");
  REQUIRE(best_capture_gain(pos, Color::Red) == 800);
  REQUIRE(best_capture_gain(pos, Color::Blue) == 0);  // the general would lose
}

TEST_CASE("The evaluation counts pieces for the move limit, more as it nears", "[ismcts]") {
  // Red has four pieces to blue's three; 60 of the 120 quiet plies have gone.
  const auto at_quiet = [](const char* side) {
    return test::position(test::board_field({{"a2", 'M'},
                                             {"b1", 'F'},
                                             {"c2", 'S'},
                                             {"e2", 'T'},
                                             {"b12", 'f'},
                                             {"e11", 'g'},
                                             {"a12", 'l'}}) +
                          " " + side + " - 60 200");
  };
  EvalWeights none, counted;
  counted.piece_count = 40;
  counted.piece_count_late = 600;  // half of it at 60 quiet plies
  for (const char* side : {"r", "b"}) {
    const Position pos = at_quiet(side);
    const int ours = side == std::string("r") ? 1 : -1;
    REQUIRE(evaluate(pos, counted) - evaluate(pos, none) == ours * (40 + 300));
  }
}
