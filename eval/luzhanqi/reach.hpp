#pragma once
// Where a revealed piece of either colour could move or attack next ply. Move
// generation answers this only for the side to move; the evaluation also asks
// it for the opponent (threats against us).

#include "engine/luzhanqi/board.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::eval::luzhanqi {

using zhuge::luzhanqi::Bitboard;
using zhuge::luzhanqi::Square;

// Points the piece on `from` reaches by one road step or one railway journey,
// including the first occupied point of each path; 0 for immobile pieces and
// pieces on a headquarters.
Bitboard reach(const zhuge::luzhanqi::Position& pos, Square from);

// The railway points alone that the piece on `from` reaches.
Bitboard rail_reach(const zhuge::luzhanqi::Position& pos, Square from);

// The hidden points out of contact: no revealed piece of either colour could reach one next
// ply, nor could a piece flipped there reach a revealed piece. Reach is taken as a sapper's,
// the widest, from every revealed piece (paths run both ways), so the set errs on the small
// side. Flips of these points differ only in where the revealed piece stands.
Bitboard out_of_contact(const zhuge::luzhanqi::Position& pos);

}  // namespace zhuge::eval::luzhanqi
