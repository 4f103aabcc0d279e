// The evaluation's centre (SearchParams::eval_centre_percent): leaves scored against the root's
// evaluation inside the search, values reported on the evaluation's own scale.

#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "eval/luzhanqi/evaluation.hpp"
#include "search/luzhanqi/mcts_search.hpp"
#include "search/luzhanqi/strength_level.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge;
using namespace zhuge::luzhanqi;
using namespace zhuge::search::luzhanqi;

namespace {

// Red far ahead: a marshal, a general and a major general against a lieutenant; both flags
// behind their mines, so nothing ends the game soon.
const std::string kRedAhead = test::board_field({{"c5", 'M'},
                                                 {"c3", 'G'},
                                                 {"d4", 'D'},
                                                 {"b1", 'F'},
                                                 {"a1", 'L'},
                                                 {"c1", 'L'},
                                                 {"b12", 'f'},
                                                 {"a12", 'l'},
                                                 {"c12", 'l'},
                                                 {"e9", 't'}}) +
                              " r - 0 40";

SearchParams centred(int percent) {
  SearchParams params;
  params.eval_centre_percent = percent;
  return params;
}

}  // namespace

TEST_CASE("The centre scores a leaf against the root's evaluation, from either side",
          "[ismcts][centre]") {
  const Position root = test::position(kRedAhead);
  const SearchParams params = centred(100);
  const int root_cp = eval::luzhanqi::evaluate(root, params.eval);
  REQUIRE(root_cp > 1000);
  const MctsGame game(params, root);
  CHECK(game.centre_cp() == root_cp);
  CHECK(game.evaluate(root) == Approx(0.0).margin(1e-6));

  Position after = root;
  after.make(move_action(*parse_square("c5"), *parse_square("b5")));
  const int after_cp = eval::luzhanqi::evaluate(after, params.eval);  // blue's view
  CHECK(game.evaluate(after) == Approx(std::tanh(double(after_cp + root_cp) / params.eval_scale)));

  const SearchParams uncentred = centred(0);  // MctsGame holds a reference to its parameters
  const MctsGame plain(uncentred, root);
  CHECK(plain.centre_cp() == 0);
  CHECK(plain.evaluate(root) == Approx(std::tanh(double(root_cp) / params.eval_scale)));
}

TEST_CASE("A centred search reports its values on the evaluation's own scale", "[ismcts][centre]") {
  const Position root = test::position(kRedAhead);
  for (const int percent : {0, 100}) {
    Tree tree(std::size_t(8) << 20);
    tree.reset(root);
    SearchControl control;
    control.max_iterations = 3000;
    control.multipv = 3;
    Rng rng(11);
    const SearchOutcome outcome = search_ismcts(tree, centred(percent), control, rng);
    INFO("centre " << percent);
    REQUIRE(outcome.best);
    // Inside the centred search the root sits near 0; reported, a lead of over 1000 cp is not.
    CHECK(outcome.report.value > 0.7f);
    for (const RootLine& line : outcome.report.lines) CHECK(line.value > 0.5f);
  }
}

TEST_CASE("Levels search as the ladder was measured: no centre, exploration 0.70, minimax 0.30",
          "[levels][centre]") {
  SearchParams params = centred(100);
  params.exploration_percent = 40;
  params.minimax_percent = 60;
  const SearchParams level = level_params(params);
  CHECK(level.eval_centre_percent == 0);
  CHECK(level.exploration_percent == 70);
  CHECK(level.minimax_percent == 30);
  CHECK(level.eval_scale == params.eval_scale);
}
