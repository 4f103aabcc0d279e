#pragma once
// Luzhanqi's GameAwareTime policy (protocol/time_policy.hpp): an early flip is one of many alike
// and needs little; a root contest that is still close needs more, most of all when the leader is
// an attack (docs/strength.md, "Clocks").

#include "protocol/time_policy.hpp"

namespace zhuge::protocol {

// What the policy reads: the most visited root action and its lead over the runner-up, as a share
// of its visits (0: tied, 1: no rival), with the position's face-down count.
struct LuzhanqiRootContest {
  bool best_is_flip = false;
  bool best_attacks = false;  // a move onto an opponent's piece
  double lead = 1.0;
  int face_down = 0;
};

double luzhanqi_soft_factor(const LuzhanqiRootContest& contest);

}  // namespace zhuge::protocol
