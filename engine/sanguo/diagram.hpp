#pragma once
// A text drawing of a position for the protocol's `d` command.

#include <string>

#include "engine/sanguo/position.hpp"

namespace zhuge::sanguo {

// Each half drawn as its own kingdom sees it (rank 5, the river bank, on top), with where its
// banks lead, then the side to move, the kingdoms in play and the counters.
std::string diagram(const Position& pos);

}  // namespace zhuge::sanguo
