#pragma once
// Plays one game between engine seats: each seat to move is asked for its action until the
// arbiter ends the game. A fault of an engine (it exits, times out, or answers an illegal
// action) forfeits its seat.
#include <cstdint>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::match {

// Luzhanqi flip, seat 0 first, on the deal of `seed`.
GameRecord play_luzhanqi(std::vector<Seat>& seats, std::uint64_t seed, const GameLimits& limits);

// Sanguo from `opening`, which must be a valid FEN (the caller checks the file before the match
// starts), seats in the order Shu, Wu, Wei.
GameRecord play_sanguo(std::vector<Seat>& seats, const std::string& opening,
                       const GameLimits& limits);

}  // namespace zhuge::match
