#pragma once
// Shared helpers for the Luzhanqi tests: positions from hand-placed pieces,
// target sets by square name, and seeded random play.

#include <functional>
#include <map>
#include <set>
#include <string>

#include "engine/core/rng.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi::test {

// The board field of a FEN with the given letters on the given squares.
std::string board_field(const std::map<std::string, char>& pieces);

// A position from a FEN that must be valid.
Position position(const std::string& fen);

// Names of the points the piece on `from` may move to or attack.
std::set<std::string> targets(const Position& pos, const std::string& from);

std::set<std::string> names(std::initializer_list<const char*> squares);

// Plays seeded random games from the start, drawing flip outcomes from the pool,
// calling `visit` on every position reached before the game ends.
void random_play(std::uint64_t seed, int games, const std::function<void(const Position&)>& visit);

// A random legal action of `pos` with any flip outcome drawn from the pool.
Action random_action(const Position& pos, Rng& rng);

}  // namespace zhuge::luzhanqi::test
