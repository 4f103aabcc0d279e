// The rules checks every game passes, after OpenSpiel's basic_tests: in random play the legal
// actions are the naive reference's and read back from their notation, the FEN prints back
// exactly, and make then unmake restores the position; perft agrees with the naive reference.
//
// A game takes part through a traits struct of static members, tests/<game>/rules_traits.hpp's
// zhuge::test::<Game>Rules (listed for every game of ZHUGE_GAMES in every_game.hpp.in):
// - Position, Action; kFenWritesEveryEnd: whether every finished game has a FEN;
// - starts(), over(pos), random_action(pos, rng): random play;
// - every_action(pos), chance outcomes each on their own, and unmake(pos, action, undo);
// - same(a, b): two positions agree in all that make, unmake and the FEN keep;
// - legal(pos): the engine's legal actions in notation; naive_legal(pos): the naive
//   reference's, sorted; accepts(pos, notation): the notation reads back as that legal action;
// - naive_perft(pos, depth), perft_positions() and naive_perft_depth(pos).
// The rest is the shape every game has: pos.fen(), Position::from_fen(fen, error),
// pos.make(action), and perft(pos, depth), found by argument-dependent lookup.

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <utility>

#include "engine/core/rng.hpp"
#include "tests/rules/every_game.hpp"  // EveryGameRules: generated from every_game.hpp.in

using zhuge::test::EveryGameRules;

namespace {

// Positions visited per game in random play.
constexpr int kRandomPositions = 20000;

// Calls visit(pos) on `count` positions of seeded random games, each game's last one included,
// the games starting from each of G::starts() in turn.
template <class G, class Visit>
void random_play(std::uint64_t seed, int count, Visit&& visit) {
  zhuge::Rng rng(seed);
  const auto starts = G::starts();
  for (std::size_t game = 0; count > 0; ++game) {
    typename G::Position pos = starts[game % starts.size()];
    for (;;) {
      visit(std::as_const(pos));
      if (--count == 0 || G::over(pos)) break;
      pos.make(G::random_action(pos, rng));
    }
  }
}

}  // namespace

TEMPLATE_LIST_TEST_CASE("rules: random play lists the naive reference's legal actions", "[rules]",
                        EveryGameRules) {
  using G = TestType;
  random_play<G>(1, kRandomPositions, [](const typename G::Position& pos) {
    INFO(pos.fen());
    auto legal = G::legal(pos);
    for (const std::string& action : legal) REQUIRE(G::accepts(pos, action));
    std::sort(legal.begin(), legal.end());
    REQUIRE(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
    REQUIRE(legal == G::naive_legal(pos));
    if (legal.empty()) REQUIRE(G::over(pos));
  });
}

TEMPLATE_LIST_TEST_CASE("rules: the FEN of every position in random play prints back exactly",
                        "[rules]", EveryGameRules) {
  using G = TestType;
  random_play<G>(2, kRandomPositions, [](const typename G::Position& pos) {
    const std::string fen = pos.fen();
    std::string error;
    const auto parsed = G::Position::from_fen(fen, error);
    INFO(fen << ": " << error);
    if (!G::kFenWritesEveryEnd && !parsed && G::over(pos)) return;
    REQUIRE(parsed);
    CHECK(parsed->fen() == fen);
    CHECK(G::same(*parsed, pos));
  });
}

TEMPLATE_LIST_TEST_CASE("rules: make then unmake restores the position, for every action",
                        "[rules]", EveryGameRules) {
  using G = TestType;
  random_play<G>(3, kRandomPositions / 10, [](const typename G::Position& pos) {
    INFO(pos.fen());
    typename G::Position copy = pos;
    for (const auto& action : G::every_action(pos)) {
      const auto undo = copy.make(action);
      G::unmake(copy, action, undo);
      REQUIRE(G::same(copy, pos));
    }
  });
}

TEMPLATE_LIST_TEST_CASE("rules: perft agrees with the naive reference", "[rules]", EveryGameRules) {
  using G = TestType;
  for (typename G::Position pos : G::perft_positions()) {
    INFO(pos.fen());
    for (int depth = 1; depth <= G::naive_perft_depth(pos); ++depth) {
      CHECK(perft(pos, depth) == G::naive_perft(pos, depth));
    }
  }
}
