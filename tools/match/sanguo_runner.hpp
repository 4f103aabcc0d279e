#pragma once
// Plays one Three Kingdoms game from an opening FEN, seats in the order Shu, Wu, Wei. A fault
// of a kingdom's engine is its resignation (rules §6).
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/seat.hpp"

#include "engine/sanguo/position.hpp"

namespace zhuge::match {

// Points x6 per kingdom of a draw among the kingdoms in play (the arbiter's ply cap).
std::vector<int> draw_among_in_play(const sanguo::Position& pos);

// `opening` must be a valid FEN (the caller checks the file before the match starts).
GameRecord play_sanguo(std::vector<Seat>& seats, const std::string& opening,
                       const GameLimits& limits);

}  // namespace zhuge::match
