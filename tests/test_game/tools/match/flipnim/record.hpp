#pragma once
// Flip Nim in the tools' registry (tools/match/arbiter_game.hpp).
#include "tools/match/arbiter_game.hpp"

namespace zhuge::match {

ArbiterGame flipnim_arbiter_game();

}  // namespace zhuge::match
