#pragma once
// Plays one luzhanqi flip game between two seats (0 moves first). The arbiter holds the true
// deal and tells the engines only the public moves with the outcomes of flips.
#include <cstdint>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::match {

GameRecord play_luzhanqi(std::vector<Seat>& seats, std::uint64_t seed, const GameLimits& limits);

}  // namespace zhuge::match
