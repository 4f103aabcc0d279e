// The fast engine against the naive reference of tests/luzhanqi/naive_rules,
// on positions reached by seeded random play; and perft from §7.3.

#include <catch2/catch.hpp>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "engine/luzhanqi/perft.hpp"
#include "tests/luzhanqi/helpers.hpp"
#include "tests/luzhanqi/naive_rules.hpp"

using namespace zhuge::luzhanqi;
using namespace zhuge::luzhanqi::test;

namespace {

std::set<std::string> fast_actions(const Position& pos) {
  ActionList list;
  generate_actions(pos, list);
  std::set<std::string> out;
  for (Action a : list) out.insert(to_string(a));
  CHECK(out.size() == std::size_t(list.size()));  // no duplicates
  return out;
}

std::string winner_name(const std::optional<GameResult>& r) {
  if (!r) return "";
  return r->winner == Color::Red ? "red" : r->winner == Color::Blue ? "blue" : "draw";
}

// Positions spread over seeded random games, for the perft comparisons.
std::vector<Position> midgame_positions(int count, int min_ply) {
  std::vector<Position> found;
  int game_ply = 0;
  random_play(2024, 200, [&](const Position& pos) {
    game_ply = pos.ply() == 0 ? 0 : game_ply + 1;
    if (int(found.size()) < count && pos.ply() >= min_ply && pos.ply() % 37 == 0) {
      found.push_back(pos);
    }
  });
  return found;
}

}  // namespace

TEST_CASE("reference: fast and naive generators agree on random-play positions",
          "[luzhanqi][reference]") {
  zhuge::Rng rng(99);
  int positions = 0;
  random_play(1, 120, [&](const Position& pos) {
    const std::string fen = pos.fen();
    const auto naive_state = naive::from_fen(fen);
    INFO(fen);
    REQUIRE(fast_actions(pos) == naive::actions(naive_state));
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

TEST_CASE("perft: midgame positions agree with the naive reference", "[luzhanqi][perft]") {
  const auto positions = midgame_positions(12, 60);
  REQUIRE(positions.size() == 12);
  for (auto pos : positions) {
    INFO(pos.fen());
    const auto naive_state = naive::from_fen(pos.fen());
    CHECK(perft(pos, 2) == naive::perft(naive_state, 2));
    if (pos.hidden_count() <= 12) CHECK(perft(pos, 3) == naive::perft(naive_state, 3));
  }
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
