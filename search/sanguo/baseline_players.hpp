#pragma once
// The two yardstick players every Sanguo search is measured against.
// random: a uniformly random legal move. greedy: one ply of lookahead on
// material: captures by MVV-LVA (a general, and with it an army, first), and
// a moved piece that the next kingdom can take counts as lost.

#include <optional>
#include <span>

#include "engine/core/rng.hpp"
#include "engine/sanguo/move.hpp"
#include "engine/sanguo/position.hpp"

namespace zhuge::search::sanguo {

using zhuge::sanguo::Move;
using zhuge::sanguo::Position;

// `only`: the moves `go searchmoves` allows (empty: all). nullopt when the game is over.
std::optional<Move> random_move(const Position& pos, Rng& rng, std::span<const Move> only = {});

// The move with the best one-ply score; ties are broken at random.
std::optional<Move> greedy_move(const Position& pos, Rng& rng, std::span<const Move> only = {});

// The one-ply score of legal move `m` for the side to move, in centipawns.
int greedy_score(const Position& pos, Move m);

}  // namespace zhuge::search::sanguo
