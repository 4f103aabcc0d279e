#pragma once
// perft and divide (§7.3): legal move sequences of a given length. A side to move without a
// legal move is defeated without using depth; a position with one kingdom left has no children;
// repetition and the move limit are ignored.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/sanguo/position.hpp"

namespace zhuge::sanguo {

std::uint64_t perft(Position& pos, int depth);
// The count below each first move, sorted by the move's notation.
std::vector<std::pair<std::string, std::uint64_t>> divide(Position& pos, int depth);

}  // namespace zhuge::sanguo
