// The fast engine against the naive reference of tests/luzhanqi/naive_rules,
// on positions reached by seeded random play; and perft from §7.3. The legal
// actions and perft of random-play positions are compared in tests/rules.

#include <catch2/catch.hpp>

#include "engine/luzhanqi/outcome.hpp"
#include "engine/luzhanqi/perft.hpp"
#include "tests/luzhanqi/helpers.hpp"
#include "tests/luzhanqi/naive_rules.hpp"

using namespace zhuge::luzhanqi;
using namespace zhuge::luzhanqi::test;

namespace {

std::string winner_name(const std::optional<GameResult>& r) {
  if (!r) return "";
  return winner(*r) == Color::Red ? "red" : winner(*r) == Color::Blue ? "blue" : "draw";
}

}  // namespace

TEST_CASE("reference: results and played actions agree with the naive rules in random play",
          "[luzhanqi][reference]") {
  zhuge::Rng rng(99);
  int positions = 0;
  random_play(1, 120, [&](const Position& pos) {
    const std::string fen = pos.fen();
    const auto naive_state = naive::from_fen(fen);
    INFO(fen);
    CHECK(winner_name(game_result(pos)) == naive::result(naive_state));
    // Both apply the same action the same way.
    Position next = pos;
    const Action a = random_action(pos, rng);
    next.make(a);
    CHECK(next.fen() == naive::to_fen(naive::play(naive_state, to_string(a))));
    ++positions;
  });
  CHECK(positions > 20000);
}

TEST_CASE("reference: game results agree at the end of random games", "[luzhanqi][reference]") {
  zhuge::Rng rng(5);
  for (int game = 0; game < 100; ++game) {
    Position pos = Position::start();
    while (!game_result(pos)) pos.make(random_action(pos, rng));
    INFO(pos.fen());
    CHECK(winner_name(game_result(pos)) == naive::result(naive::from_fen(pos.fen())));
  }
}

TEST_CASE("perft: the start position matches §7.3", "[luzhanqi][perft]") {
  auto pos = Position::start();
  CHECK(perft(pos, 0) == 1);
  CHECK(perft(pos, 1) == 1200);
  CHECK(perft(pos, 2) == 1396500);
  CHECK(perft(pos, 3) == 1577391432);
  CHECK(naive::perft(naive::from_fen(pos.fen()), 2) == 1396500);
}

TEST_CASE("perft: divide lists each flip outcome and sums to perft", "[luzhanqi][perft]") {
  auto pos = Position::start();
  const auto counts = divide(pos, 2);
  CHECK(counts.size() == 1200);
  std::uint64_t total = 0;
  for (const auto& [action, nodes] : counts) total += nodes;
  CHECK(total == 1396500);
  CHECK(counts.front().first == "a10a10B");
  CHECK(std::is_sorted(counts.begin(), counts.end()));
}
