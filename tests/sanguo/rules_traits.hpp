#pragma once
// Three Kingdoms Xiangqi as the shared rules tests (tests/rules/shared_rules_test.cpp) see it.

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/perft.hpp"  // the shared tests call its perft
#include "tests/sanguo/helpers.hpp"
#include "tests/sanguo/naive_movegen.hpp"

namespace zhuge::test {

struct SanguoRules {
  using Position = sanguo::Position;
  using Action = sanguo::Move;
  static constexpr bool kFenWritesEveryEnd = true;

  // With and without flag-bearers.
  static std::vector<Position> starts() { return {Position::start(true), Position::start(false)}; }
  static bool over(const Position& pos) { return pos.result().has_value(); }
  static Action random_action(const Position& pos, Rng& rng) {
    const auto moves = every_action(pos);
    return moves[rng.below(moves.size())];
  }
  static std::vector<Action> every_action(const Position& pos) {
    sanguo::MoveList moves;
    sanguo::generate_legal(pos, moves);
    return {moves.begin(), moves.end()};
  }
  static void unmake(Position& pos, Action, const sanguo::Undo& undo) { pos.unmake(undo); }
  // The board, turn and counters, the key and the exposure; not the history.
  static bool same(const Position& a, const Position& b) {
    return a.fen() == b.fen() && a.key() == b.key() && a.exposure() == b.exposure();
  }
  static std::vector<std::string> legal(const Position& pos) {
    return sanguo::test::legal_moves(pos);
  }
  static std::vector<std::string> naive_legal(const Position& pos) {
    return sanguo::naive::legal_moves(sanguo::naive::from_position(pos));
  }
  static bool accepts(const Position& pos, const std::string& notation) {
    const auto m = sanguo::parse_move(pos, notation);
    return m && to_string(*m) == notation;
  }
  static std::uint64_t naive_perft(const Position& pos, int depth) {
    return sanguo::naive::perft(sanguo::naive::from_position(pos), depth);
  }
  // Positions after a kingdom fell, from seeded random play: a transferred army.
  static std::vector<Position> perft_positions() {
    std::vector<Position> found;
    for (bool flag_bearers : {true, false}) {
      Rng rng(7);
      for (int count = 0; count < 6;) {
        Position pos = Position::start(flag_bearers);
        while (!over(pos) && pos.kingdoms_in_play() == 3) pos.make(random_action(pos, rng));
        if (over(pos)) continue;
        REQUIRE(pos.kingdoms_in_play() == 2);
        found.push_back(sanguo::test::load(pos.fen()));
        ++count;
      }
    }
    return found;
  }
  static int naive_perft_depth(const Position&) { return 3; }
};

}  // namespace zhuge::test
