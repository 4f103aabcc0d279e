#pragma once
// Luzhanqi flip as the shared rules tests (tests/rules/shared_rules_test.cpp) see it.

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "engine/luzhanqi/perft.hpp"  // the shared tests call its perft
#include "tests/luzhanqi/helpers.hpp"
#include "tests/luzhanqi/naive_rules.hpp"

namespace zhuge::test {

struct LuzhanqiRules {
  using Position = luzhanqi::Position;
  using Action = luzhanqi::Action;
  // A FEN's quiet plies stop at 119 (§7.2): a game ended by the move limit has none.
  static constexpr bool kFenWritesEveryEnd = false;

  static std::vector<Position> starts() { return {Position::start()}; }
  static bool over(const Position& pos) { return luzhanqi::game_result(pos).has_value(); }
  // A flip's outcome is drawn from the pool, as a deal gives it.
  static Action random_action(const Position& pos, Rng& rng) {
    return luzhanqi::test::random_action(pos, rng);
  }
  // Each flip once per kind left in the pool, as perft counts them.
  static std::vector<Action> every_action(const Position& pos) {
    std::vector<Action> actions;
    luzhanqi::for_each_perft_action(pos, generated(pos), [&](Action a) { actions.push_back(a); });
    return actions;
  }
  static void unmake(Position& pos, Action a, const luzhanqi::Undo& undo) { pos.unmake(a, undo); }
  static bool same(const Position& a, const Position& b) { return a == b; }
  // As movegen lists them: flips without an outcome.
  static std::vector<std::string> legal(const Position& pos) {
    std::vector<std::string> names;
    for (Action a : generated(pos)) names.push_back(to_string(a));
    return names;
  }
  static std::vector<std::string> naive_legal(const Position& pos) {
    const auto names = luzhanqi::naive::actions(luzhanqi::naive::from_fen(pos.fen()));
    return {names.begin(), names.end()};
  }
  static bool accepts(const Position& pos, const std::string& notation) {
    const auto a = luzhanqi::parse_action(notation);
    return a && luzhanqi::is_legal(pos, *a, false) && to_string(*a) == notation;
  }
  static std::uint64_t naive_perft(const Position& pos, int depth) {
    return luzhanqi::naive::perft(luzhanqi::naive::from_fen(pos.fen()), depth);
  }
  // Midgames from seeded random play.
  static std::vector<Position> perft_positions() {
    std::vector<Position> found;
    luzhanqi::test::random_play(2024, 200, [&](const Position& pos) {
      if (found.size() < 12 && pos.ply() >= 60 && pos.ply() % 37 == 0) found.push_back(pos);
    });
    REQUIRE(found.size() == 12);
    return found;
  }
  // The naive perft is slow: depth 3 only where few pieces are hidden.
  static int naive_perft_depth(const Position& pos) { return pos.hidden_count() <= 12 ? 3 : 2; }

 private:
  static luzhanqi::ActionList generated(const Position& pos) {
    luzhanqi::ActionList list;
    luzhanqi::generate_actions(pos, list);
    return list;
  }
};

}  // namespace zhuge::test
