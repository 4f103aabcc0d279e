#pragma once
// A move is told apart by its from- and to-points only (§2.1, §7.1).

#include <cstdint>
#include <string>

#include "engine/core/fixed_list.hpp"
#include "engine/sanguo/types.hpp"

namespace zhuge::sanguo {

// Trivial, so that a MoveList is not filled in when it is created.
struct Move {
  Point from;
  Point to;
  bool operator==(const Move&) const = default;
};

std::string to_string(Move m);  // "rh3gb3"

// Room for every move of any valid position: a FEN holds at most three armies' pieces
// (fen.cpp checks the counts), which reach at most about 760 points together.
using MoveList = FixedList<Move, 1024>;

}  // namespace zhuge::sanguo
