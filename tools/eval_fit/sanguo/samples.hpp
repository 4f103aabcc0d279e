#pragma once
// The training positions of one recorded sanguo game, for fitting the evaluation to outcomes:
// each position before a move that follows a quiet move (after a capture the exchange is still
// going on, and the evaluation's material is not yet what the position holds), labelled with
// every kingdom's points in the end.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/sanguo/position.hpp"
#include "tools/match/game_record.hpp"

namespace zhuge::eval_fit {

struct SanguoSample {
  sanguo::Position position;
  int ply = 0;                                   // moves made since the opening
  std::array<double, sanguo::kKingdoms> points;  // per kingdom: 1, 1/2, 1/3 or 0
};

// None for a game that a fault or the ply cap ended: its result does not come from the
// position. Nullopt with `error` for a record that is not sanguo or does not replay
// (tools/match/replay.cpp).
std::optional<std::vector<SanguoSample>> sanguo_samples(const match::GameRecord& record,
                                                        std::string& error);

}  // namespace zhuge::eval_fit
