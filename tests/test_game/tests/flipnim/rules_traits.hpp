#pragma once
// Flip Nim as the shared rules tests (tests/rules/shared_rules_test.cpp) see it, with a naive
// reference that reads the rules off the FEN's numbers.

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/flipnim/perft.hpp"  // the shared tests call its perft
#include "engine/flipnim/position.hpp"

namespace zhuge::test {

namespace flipnim_naive {

struct Pile {
  int stones = 0, rolls = 0;
};

inline Pile from_fen(const std::string& fen) {
  Pile pile;
  std::istringstream(fen) >> pile.stones >> pile.rolls;
  return pile;
}

// Take one or two while there are that many; roll from three on, 64 times a game at most.
inline std::vector<std::string> actions(const Pile& pile) {
  std::vector<std::string> names;
  if (pile.stones >= 3 && pile.rolls < 64) names.push_back("roll");
  if (pile.stones >= 1) names.push_back("take1");
  if (pile.stones >= 2) names.push_back("take2");
  std::sort(names.begin(), names.end());
  return names;
}

inline std::uint64_t perft(const Pile& pile, int depth) {
  if (depth == 0) return 1;
  std::uint64_t count = 0;
  for (int take = 1; take <= 2 && take <= pile.stones; ++take) {
    count += perft({pile.stones - take, pile.rolls}, depth - 1);
  }
  if (pile.stones >= 3 && pile.rolls < 64) {  // a roll, once per outcome
    count += perft({pile.stones - 1, pile.rolls + 1}, depth - 1);
    count += perft({pile.stones - 3, pile.rolls + 1}, depth - 1);
  }
  return count;
}

}  // namespace flipnim_naive

struct FlipnimRules {
  using Position = flipnim::Position;
  using Action = flipnim::Action;
  static constexpr bool kFenWritesEveryEnd = true;

  // The start, and a pile big enough that the cap on rolls comes into play.
  static std::vector<Position> starts() {
    std::string error;
    return {Position::start(), *Position::from_fen("300 0 0", error)};
  }
  static bool over(const Position& pos) { return pos.over(); }
  // A roll takes what a deal would.
  static Action random_action(const Position& pos, Rng& rng) {
    const auto actions = every_action(pos);
    return actions[int(rng.below(actions.size()))];
  }
  static std::vector<Action> every_action(const Position& pos) {
    std::vector<Action> actions;
    flipnim::for_each_perft_action(generated(pos), [&](Action a) { actions.push_back(a); });
    return actions;
  }
  static void unmake(Position& pos, Action a, flipnim::Undo undo) { pos.unmake(a, undo); }
  static bool same(const Position& a, const Position& b) { return a == b; }
  static std::vector<std::string> legal(const Position& pos) {
    std::vector<std::string> names;
    for (const Action a : generated(pos)) names.push_back(to_string(a));
    return names;
  }
  static std::vector<std::string> naive_legal(const Position& pos) {
    return flipnim_naive::actions(flipnim_naive::from_fen(pos.fen()));
  }
  static bool accepts(const Position& pos, const std::string& notation) {
    const auto a = flipnim::parse_action(pos, notation);
    return a && flipnim::is_legal(pos, *a, false) && to_string(*a) == notation;
  }
  static std::uint64_t naive_perft(const Position& pos, int depth) {
    return flipnim_naive::perft(flipnim_naive::from_fen(pos.fen()), depth);
  }
  static std::vector<Position> perft_positions() {
    std::string error;
    std::vector<Position> positions;
    for (const char* fen : {"15 0 0", "7 3 9", "40 62 70", "3 63 64", "0 5 9"}) {
      positions.push_back(*Position::from_fen(fen, error));
    }
    return positions;
  }
  static int naive_perft_depth(const Position&) { return 6; }

 private:
  static flipnim::ActionList generated(const Position& pos) {
    flipnim::ActionList list;
    flipnim::generate_actions(pos, list);
    return list;
  }
};

}  // namespace zhuge::test
