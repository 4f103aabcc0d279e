// The Luzhanqi evaluation: symmetric, and each term pointing the right way.

#include <catch2/catch.hpp>

#include <array>
#include <cmath>

#include "engine/luzhanqi/movegen.hpp"
#include "eval/luzhanqi/evaluation.hpp"
#include "eval/luzhanqi/linear_terms.hpp"
#include "eval/luzhanqi/material.hpp"
#include "search/luzhanqi/action_prior.hpp"
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

TEST_CASE("The evaluation discounts officers frozen on a headquarters", "[ismcts]") {
  // The red general on the headquarters d1 never moves again; the flag on b1 never moved.
  const std::map<std::string, char> pieces = {
      {"d1", 'G'}, {"b1", 'F'}, {"a5", 'l'}, {"b12", 'f'}, {"e11", 'g'}};
  EvalWeights off, on;
  off.frozen_percent = 0;
  on.frozen_percent = 50;
  REQUIRE(evaluate(with(pieces, "r"), on) - evaluate(with(pieces, "r"), off) == -400);
  REQUIRE(evaluate(with(pieces, "b"), on) - evaluate(with(pieces, "b"), off) == 400);
  auto moved = pieces;  // one step off it, free
  moved.erase("d1");
  moved["d2"] = 'G';
  REQUIRE(evaluate(with(moved, "r"), on) == evaluate(with(moved, "r"), off));
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
  none.piece_count = none.piece_count_late = 0;
  counted.piece_count = 40;
  counted.piece_count_late = 600;  // half of it at 60 quiet plies
  for (const char* side : {"r", "b"}) {
    const Position pos = at_quiet(side);
    const int ours = side == std::string("r") ? 1 : -1;
    REQUIRE(evaluate(pos, counted) - evaluate(pos, none) == ours * (40 + 300));
  }
}

TEST_CASE("The evaluation is revealed material plus each weight times its term", "[ismcts]") {
  using zhuge::eval::luzhanqi::eval_terms;
  using zhuge::eval::luzhanqi::kLinearTerms;
  using zhuge::eval::luzhanqi::linear_terms;
  const auto weights = linear_terms({});
  for (int i = 0; i < kLinearTerms; ++i) {
    for (int j = 0; j < i; ++j) REQUIRE(weights[i].weight != weights[j].weight);  // each once
  }
  EvalWeights late;  // the late piece count rounds per piece: keep it off the other weights
  late.piece_count = 25;
  late.piece_count_late = 300;
  std::array<int, kLinearTerms> nonzero{};
  test::random_play(14, 6, [&](const Position& pos) {
    const auto terms = eval_terms(pos);
    const auto linear = linear_terms(terms);
    for (const EvalWeights& w : {EvalWeights{}, late}) {
      double sum = terms.revealed_material;
      for (int i = 0; i < kLinearTerms; ++i) {
        sum += w.*linear[i].weight * linear[i].per_unit;
        nonzero[i] += linear[i].per_unit != 0;
      }
      // Four divisions by 100 and the late weight's, per piece, round towards zero.
      REQUIRE(std::abs(evaluate(pos, w) - sum) < 4 + std::abs(terms.pieces));
    }
  });
  for (int i = 0; i < kLinearTerms; ++i) CHECK(nonzero[i] > 0);  // random play meets every term
}

TEST_CASE("The search's prior: captures by their material, flips by their share of the pool",
          "[ismcts]") {
  using zhuge::search::luzhanqi::action_prior;
  // After one flip each, with hidden pieces left: flips and a capture for red.
  const Position pos = test::position(
      test::board_field(
          {{"a2", 'M'}, {"b1", 'F'}, {"a11", 'g'}, {"b12", 'f'}, {"e1", '?'}, {"e12", '?'}}) +
      " r Ds 0 10");
  ActionList actions;
  generate_actions(pos, actions);
  bool saw_flip = false, saw_capture = false;
  for (const Action a : actions) {
    const double prior = action_prior(pos, a, 25);
    if (a.is_flip()) {
      saw_flip = true;
      REQUIRE(action_prior(pos, a, 50) == Approx(2 * prior));
      REQUIRE(action_prior(pos, a, 0) == 0);
    } else if (pos.at(a.to) != Piece::Empty) {
      saw_capture = true;
      REQUIRE(prior == zhuge::eval::luzhanqi::combat_gain(pos.at(a.from), pos.at(a.to)));
      REQUIRE(action_prior(pos, a, 0) == prior);  // the flip share leaves captures alone
    } else {
      REQUIRE(prior == 0);
    }
  }
  REQUIRE(saw_flip);
  REQUIRE(saw_capture);
}
