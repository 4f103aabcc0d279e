// The generic ISMCTS, PIMC (search/mcts/) and expectimax (search/expectimax/) on Flip Nim, the
// test-only game, against its exact expectimax values worked out by a naive recursion.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "search/expectimax/star1_search.hpp"
#include "search/flipnim/mcts_game.hpp"
#include "search/mcts/ismcts_search.hpp"
#include "search/mcts/pimc.hpp"
#include "search/mcts/reused_tree.hpp"

using namespace zhuge;
using FlipNim = zhuge::search::flipnim::MctsGame;
namespace mcts = zhuge::search::mcts;

namespace {

constexpr std::size_t kPoolBytes = std::size_t(16) << 20;

FlipNim::Position pile_of(int stones) {
  std::string error;
  return *FlipNim::Position::from_fen(std::to_string(stones) + " 0 0", error);
}

// The expectimax value of a pile for the side to move (rolls numbered from 0).
double naive_value(int pile) {
  if (pile == 0) return -1.0;
  double best = -1.0;
  for (int stones = 1; stones <= std::min(pile, 2); ++stones) {
    best = std::max(best, -naive_value(pile - stones));
  }
  if (pile >= 3) best = std::max(best, -(2 * naive_value(pile - 1) + naive_value(pile - 3)) / 3);
  return best;
}

// The action of best expectimax value (naive_value's argmax, worked out for piles up to 13): a
// roll when the pile is a multiple of three, else the take that leaves one.
FlipNim::Action naive_best(const FlipNim::Position& pos) {
  if (pos.pile() % 3 == 0) return flipnim::roll(pos.rolls());
  return flipnim::take(pos.pile() % 3);
}

mcts::Params playouts_to_the_end() {
  mcts::Params params;
  params.early_termination = false;  // no evaluation: every playout plays the game out
  return params;
}

mcts::SearchControl<FlipNim::Action> iterations(std::uint64_t count) {
  mcts::SearchControl<FlipNim::Action> control;
  control.max_iterations = count;
  return control;
}

}  // namespace

TEST_CASE("Flip Nim's values, worked by hand", "[mcts]") {
  CHECK(naive_value(2) == 1.0);
  CHECK(naive_value(3) == Approx(-1.0 / 3));  // roll: a three wins, a one leaves two
  CHECK(naive_value(4) == Approx(1.0 / 3));   // take one: the opponent is left with three
  CHECK(naive_value(6) == Approx(-1.0 / 9));  // roll: -(2 V(5) + V(3)) / 3
}

TEST_CASE("Generic ISMCTS finds the expectimax action of a game with chance", "[mcts]") {
  const FlipNim game;
  const mcts::Params params = playouts_to_the_end();
  for (int pile = 3; pile <= 8; ++pile) {  // beyond, the best action leads by less than 0.1
    CAPTURE(pile);
    const FlipNim::Position pos = pile_of(pile);
    mcts::Tree<FlipNim> tree(kPoolBytes, pos);
    Rng rng{std::uint64_t(pile)};
    const auto out = mcts::search_ismcts(tree, params, game, iterations(20'000), rng);
    REQUIRE(out.best);
    CHECK(*out.best == naive_best(pos));
    CHECK(out.report.value == Approx(naive_value(pile)).margin(0.1));
    if (pile % 3 == 0) {  // the roll's outcomes, drawn in proportion to their weights
      const auto& outcomes = out.report.lines[0].outcomes;
      REQUIRE(outcomes.size() == 2);
      const double ones = outcomes[0].outcome.stones == 1 ? outcomes[0].visits : outcomes[1].visits;
      CHECK(ones / (outcomes[0].visits + outcomes[1].visits) == Approx(2.0 / 3).margin(0.01));
    }
  }
}

TEST_CASE("Generic ISMCTS reuses its subtree and proves a forced win", "[mcts]") {
  const FlipNim game;
  const mcts::Params params = playouts_to_the_end();
  const FlipNim::Position pos = pile_of(5);
  mcts::ReusedTree<FlipNim> reused;
  auto& tree = reused.prepare(std::nullopt, {}, pos, kPoolBytes, true);
  Rng rng(3);
  const auto first = mcts::search_ismcts(tree, params, game, iterations(10'000), rng);
  CHECK(*first.best == flipnim::take(2));
  // The opponent rolls a one: the tree goes on from the subtree it reached.
  FlipNim::Position next = pos;
  const std::vector history{flipnim::take(2), flipnim::roll(0, 1)};
  for (const auto a : history) FlipNim::make(next, a);
  auto& again = reused.prepare(std::nullopt, history, next, kPoolBytes, true);
  CHECK(reused.reused());
  CHECK(again.node(again.root()).visits.load() > 0);
  const auto second = mcts::search_ismcts(again, params, game, iterations(2'000), rng);
  CHECK(*second.best == flipnim::take(2));  // two left: take both
  CHECK(second.report.proof == mcts::Proof::Win);
}

TEST_CASE("Generic Star1 expectimax finds the exact value and action of every pile", "[mcts]") {
  const FlipNim game;
  for (int pile = 1; pile <= 13; ++pile) {
    CAPTURE(pile);
    const FlipNim::Position pos = pile_of(pile);
    search::expectimax::SearchLimits<FlipNim::Action> limits;
    limits.max_depth = pile;  // every line has ended by then: the evaluation is never asked
    int iterations = 0;
    limits.on_iteration = [&](const auto& it) { CHECK(it.depth == ++iterations); };
    Rng rng(1);
    const auto out = search::expectimax::Star1Search<FlipNim>(game, limits, rng).run(pos);
    REQUIRE(out.best);
    CHECK(*out.best == naive_best(pos));
    CHECK(out.last.value == Approx(naive_value(pile)).margin(1e-5));
    // A proof (a value of 1 or -1) ends the deepening early.
    CHECK((iterations == pile || std::abs(out.last.value) == 1.0f));
  }
}

namespace {

// The best actions of `pos` if every roll's outcome is known from `deal`: those that win.
std::vector<FlipNim::Action> winning_actions(const FlipNim::Position& pos,
                                             const FlipNim::Deal& deal) {
  std::vector<FlipNim::Action> wins;
  FlipNim::ActionList actions;
  FlipNim::legal_actions(pos, actions);
  for (auto a : actions) {
    if (FlipNim::is_chance(a)) a = FlipNim::dealt_outcome(deal, a);
    FlipNim::Position next = pos;
    FlipNim::make(next, a);
    if (winning_actions(next, deal).empty()) wins.push_back(FlipNim::chance_of(a));
  }
  return wins;
}

}  // namespace

TEST_CASE("Generic PIMC on one deal plays as if it knew the rolls", "[mcts]") {
  const FlipNim game;
  mcts::Params params = playouts_to_the_end();
  params.pimc_deals = 1;
  int won = 0;
  for (int pile = 3; pile <= 9; ++pile) {
    CAPTURE(pile);
    const FlipNim::Position pos = pile_of(pile);
    Rng rng{std::uint64_t(pile)};
    Rng same = rng;  // the deal PIMC draws first
    const auto wins = winning_actions(pos, FlipNim::sample_deal(pos, same));
    const auto out = mcts::search_pimc(pos, params, game, kPoolBytes, iterations(4'000), rng);
    REQUIRE(out.best);
    if (wins.empty()) continue;  // every action loses: any will do
    CHECK(std::find(wins.begin(), wins.end(), *out.best) != wins.end());
    ++won;
  }
  CHECK(won >= 3);
}
