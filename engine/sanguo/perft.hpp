#pragma once
// perft and divide (§7.3): legal move sequences of a given length. A side to move without a
// legal move is defeated without using depth; a position with one kingdom left has no children;
// repetition and the move limit are ignored.

#include <cstdint>

#include "engine/core/perft.hpp"
#include "engine/sanguo/position.hpp"

namespace zhuge::sanguo {

std::uint64_t perft(Position& pos, int depth);

// The count below each first move, sorted by the move's notation.
DivideCounts divide(Position& pos, int depth, const PerftCancel& cancelled = {});

}  // namespace zhuge::sanguo
