#pragma once
// Luzhanqi flip's record in the tools' registry (tools/match/arbiter_game.hpp).
#include "tools/match/arbiter_game.hpp"

namespace zhuge::match {

ArbiterGame luzhanqi_arbiter_game();

}  // namespace zhuge::match
