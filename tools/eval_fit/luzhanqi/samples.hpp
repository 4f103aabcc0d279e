#pragma once
// The training positions of one recorded luzhanqi game, for fitting the evaluation to outcomes:
// the public position before each move (what the engine and its evaluation see), labelled with
// the points the side to move got in the end.
#include <optional>
#include <string>
#include <vector>

#include "engine/luzhanqi/position.hpp"
#include "tools/match/game_record.hpp"

namespace zhuge::eval_fit {

struct LuzhanqiSample {
  luzhanqi::Position position;
  double points;  // of the side to move: 1, 1/2 or 0
};

// Every position from the first with colours up to the last before the end. None for a game that
// a fault or the ply cap ended: its result does not come from the position. Nullopt with `error`
// for a record that is not luzhanqi or does not replay (tools/match/replay.cpp).
std::optional<std::vector<LuzhanqiSample>> luzhanqi_samples(const match::GameRecord& record,
                                                            std::string& error);

}  // namespace zhuge::eval_fit
