// The star1 yardstick (search/expectimax/star1_search.hpp on luzhanqi): its pruned value against a
// naive expectimax that searches every action and every outcome, on random positions.

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "search/luzhanqi/expectimax_search.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge;
using namespace zhuge::luzhanqi;
using zhuge::search::luzhanqi::ExpectimaxLimits;
using zhuge::search::luzhanqi::MctsGame;
using zhuge::search::luzhanqi::SearchParams;

namespace {

// The star1 semantics, without a cut: an evaluation kept inside (-1, 1); past the depth, the
// better of standing pat and each attack, for up to `qplies` attacks; a flip the mean of its
// outcomes by their counts in the pool.
class NaiveExpectimax {
 public:
  NaiveExpectimax(const MctsGame& game, int qplies) : game_(game), qplies_(qplies) {}

  float value(const Position& pos, int depth) const {
    if (const auto end = MctsGame::terminal_value(pos)) return *end;
    if (depth == 0) return quiesce(pos, qplies_);
    ActionList actions;
    MctsGame::legal_actions(pos, actions);
    float best = -2.0f;
    for (const Action a : actions) best = std::max(best, action_value(pos, a, depth));
    return best;
  }

 private:
  static float from_parent(const Position& pos, const Position& child, float v) {
    return MctsGame::seat(child) == MctsGame::seat(pos) ? v : -v;
  }

  float action_value(const Position& pos, Action a, int depth) const {
    if (!MctsGame::is_chance(a)) return child_value(pos, a, depth);
    MctsGame::OutcomeList outcomes;
    MctsGame::chance_outcomes(pos, a, outcomes);
    double sum = 0.0, weights = 0.0;
    for (const auto& o : outcomes) {
      sum += o.weight * double(child_value(pos, o.action, depth));
      weights += o.weight;
    }
    return float(sum / weights);
  }

  float child_value(const Position& pos, Action a, int depth) const {
    Position child = pos;
    child.make(a);
    return from_parent(pos, child, value(child, depth - 1));
  }

  float quiesce(const Position& pos, int plies) const {
    if (const auto end = MctsGame::terminal_value(pos)) return *end;
    float best = std::clamp(game_.evaluate(pos), -0.999f, 0.999f);
    if (plies == 0) return best;
    ActionList actions;
    MctsGame::legal_actions(pos, actions);
    for (const Action a : actions) {
      if (!MctsGame::is_tactical(pos, a)) continue;
      Position child = pos;
      child.make(a);
      best = std::max(best, from_parent(pos, child, quiesce(child, plies - 1)));
    }
    return best;
  }

  const MctsGame& game_;
  int qplies_;
};

// Up to 12 positions of random games, every 37th with at most `max_hidden` pieces face down.
std::vector<Position> sample_positions(std::uint64_t seed, int games, int max_hidden) {
  std::vector<Position> positions;
  int seen = 0;
  test::random_play(seed, games, [&](const Position& pos) {
    if (positions.size() < 12 && ++seen % 37 == 0 && pos.hidden_count() <= max_hidden &&
        !game_result(pos)) {
      positions.push_back(pos);
    }
  });
  return positions;
}

}  // namespace

TEST_CASE("star1 gives the naive expectimax value on random positions", "[ismcts][star1]") {
  SearchParams params;
  params.group_flips = false;  // the naive search sees every flip
  const MctsGame game(params);
  struct Case {
    int depth, qplies, max_hidden;
  };
  // Deeper, the naive search grows fast: late positions, few attacks past the depth.
  for (const Case c : {Case{1, 3, 50}, Case{2, 2, 10}}) {
    CAPTURE(c.depth);
    const auto positions = sample_positions(std::uint64_t(40 + c.depth), 6, c.max_hidden);
    REQUIRE(positions.size() >= 10);
    for (const Position& pos : positions) {
      CAPTURE(pos.fen());
      ExpectimaxLimits limits;
      limits.max_depth = c.depth;
      limits.quiescence_plies = c.qplies;
      Rng rng(1);
      const auto out = search::luzhanqi::search_star1(pos, params, limits, rng);
      REQUIRE(out.best);
      CHECK(is_legal(pos, *out.best, false));
      const float naive = NaiveExpectimax(game, c.qplies).value(pos, c.depth);
      CHECK(out.last.value == Approx(naive).margin(1e-4));
    }
  }
}

TEST_CASE("star1 deepens until its node limit, then plays a legal action", "[ismcts][star1]") {
  const auto positions = sample_positions(7, 2, 50);
  REQUIRE(positions.size() >= 4);
  for (const Position& pos : {Position::start(), positions[1], positions[3]}) {
    CAPTURE(pos.fen());
    ExpectimaxLimits limits;
    constexpr std::uint64_t kLimit = 20'000;
    limits.should_stop = [](std::uint64_t nodes) { return nodes >= kLimit; };
    std::vector<int> depths;
    limits.on_iteration = [&](const auto& it) { depths.push_back(it.depth); };
    Rng rng(2);
    const auto out = search::luzhanqi::search_star1(pos, SearchParams{}, limits, rng);
    REQUIRE(out.best);
    CHECK(is_legal(pos, *out.best, false));
    REQUIRE_FALSE(depths.empty());
    for (std::size_t i = 0; i < depths.size(); ++i) CHECK(depths[i] == int(i) + 1);
    CHECK(out.last.nodes < kLimit + 1024);  // polled every 1024 positions
  }
}

TEST_CASE("star1 searches only the root actions it is given", "[ismcts][star1]") {
  const auto positions = sample_positions(9, 2, 50);
  REQUIRE(positions.size() >= 3);
  const Position& pos = positions[2];
  ActionList actions;
  generate_actions(pos, actions);
  REQUIRE(actions.size() >= 3);
  ExpectimaxLimits limits;
  limits.max_depth = 2;
  limits.root_moves = {actions.begin()[actions.size() - 1], actions.begin()[1]};
  Rng rng(3);
  const auto out = search::luzhanqi::search_star1(pos, SearchParams{}, limits, rng);
  REQUIRE(out.best);
  CHECK(std::find(limits.root_moves.begin(), limits.root_moves.end(), *out.best) !=
        limits.root_moves.end());
}
