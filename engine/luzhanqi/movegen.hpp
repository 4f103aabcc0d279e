#pragma once
// Legal action generation (rules §4, §5). Flips are generated once per hidden
// square with their outcome unknown (Piece::Hidden); search and perft expand
// them over the distinct kinds left in the pool.

#include <cstdint>

#include "engine/luzhanqi/action.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

// Every legal action: one flip per hidden square, then moves and attacks.
// A finished game (a flag captured) has none.
void generate_actions(const Position& pos, ActionList& list);

// The moves and attacks only.
void generate_moves(const Position& pos, ActionList& list);

// The points the piece on `from` may move to or attack (empty unless it is a
// revealed movable piece of the side to move, off the headquarters).
Bitboard move_targets(const Position& pos, Square from);

// True if `a` is legal here; a flip must name an outcome that is in the pool
// when `need_outcome` is set, and must not name one otherwise.
bool is_legal(const Position& pos, Action a, bool need_outcome);

}  // namespace zhuge::luzhanqi
