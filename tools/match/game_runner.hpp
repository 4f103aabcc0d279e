#pragma once
// Plays one game between engine seats: each seat to move is asked for its action until the
// arbiter ends the game. A fault of an engine (it exits, times out, or answers an illegal
// action) forfeits its seat.
#include <vector>

#include "tools/match/arbiter.hpp"
#include "tools/match/game_record.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::match {

// The game from the arbiter's start, seats in the game's seat order.
GameRecord play_game(Arbiter& arbiter, std::vector<Seat>& seats, const GameLimits& limits);

}  // namespace zhuge::match
