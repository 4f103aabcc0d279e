#pragma once
// What one Sanguo piece attacks and how many points it moves to, read from the board: the board
// reading under the evaluation's attack terms.

#include <array>

#include "engine/sanguo/geometry.hpp"
#include "engine/sanguo/position.hpp"

namespace zhuge::eval::sanguo {

// The board as the evaluation reads it: every byte past the last point (kNoPoint's too) reads
// as occupied, so that a scan along a line stops at the line's end without counting.
using Board = std::array<zhuge::sanguo::Piece, 256>;
Board padded(const zhuge::sanguo::Position& pos);

struct Reach {
  // The points the piece attacks, its own pieces' counting as defended. Only attacks on pieces
  // and on palace points are read, so a chariot's on other empty points are left out.
  zhuge::sanguo::PointSet attacks;
  // How many points it moves to: counted for horses, flag-bearers, chariots and cannons only.
  int mobility = 0;
  // A general: whether it faces a rival general along a line, each then attacking the other
  // like a chariot (§4). Not in `attacks`, which would count it as pressure on the palace.
  bool faces_general = false;
  bool operator==(const Reach&) const = default;
};

// The reach of the piece on `from`; `own` are its owner's pieces.
Reach reach(const Board& board, zhuge::sanguo::Point from, const zhuge::sanguo::PointSet& own);

}  // namespace zhuge::eval::sanguo
