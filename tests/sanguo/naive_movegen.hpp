#pragma once
// A deliberately naive second implementation of the rules, written straight from the rule text
// (docs/rules/sanguo.md) to check the engine against: the lines and cells of §2 are walked at
// run time, pieces move by coordinates where the text gives them, and legality is brute force
// (play the move on a copy, then let every rival piece try to capture the general).

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/sanguo/position.hpp"

namespace zhuge::sanguo::naive {

struct Square {
  int owner = -1;  // 0 Shu, 1 Wu, 2 Wei; -1 empty
  char type = 0;   // K A E H R C P F
  bool crossed = false;
};

struct Game {
  std::array<Square, 135> board;
  int side = 0;
  std::array<bool, 3> in_play{};
  int last_mover = 0;
};

// Copies the pieces and turn; the previous mover is the previous kingdom in play (§5).
Game from_position(const Position& pos);
// Legal moves in notation, sorted.
std::vector<std::string> legal_moves(const Game& g);
// Plays a legal move, then defeats every side to move left without a move (§5).
Game play(const Game& g, const std::string& move);
// Defeats the side to move while it has no move, as for a position given without history.
Game settle(const Game& g);
std::uint64_t perft(const Game& g, int depth);
// Whether two games hold the same pieces, owners, turn and kingdoms in play.
bool same(const Game& g, const Position& pos);

}  // namespace zhuge::sanguo::naive
