#pragma once
// The weights of the Sanguo evaluation, in centipawns unless named otherwise, each declared once
// in weight_parameters() (an engine option through the protocol).

#include "engine/core/parameters.hpp"

namespace zhuge::eval::sanguo {

// The defaults come from an SPSA run of tools/tune.py (docs/strength.md).
struct EvalWeights {
  // Material; the general is not counted: its capture ends the kingdom (see the stake).
  int advisor = 211;
  int elephant = 236;
  int horse = 394;
  int chariot = 885;
  int cannon = 468;
  int soldier = 103;
  int crossed_soldier = 183;
  int flag_bearer = 385;
  // Piece-square shaping, relative to the piece's home half.
  int soldier_advance = 17;  // per rank a soldier has gone towards a rival's back rank
  int centre_file = 8;       // per file nearer the e-file, for a horse, cannon or flag-bearer
  int forward = 12;          // a chariot, horse, cannon or flag-bearer in a rival half
  int near_palace = 20;      // ... on the palace files of the rival's first three ranks
  // Activity and safety.
  int mobility = 3;          // per point a chariot, horse, cannon or flag-bearer reaches
  int palace_pressure = 14;  // per point of a rival's palace that a kingdom attacks
  int check = 70;            // the general is attacked
  int hanging_percent = 39;  // of a piece's value, when a rival attacks it and none defends it
  // The army-transfer stake: the share of a threatened rival's army that the kingdom pressing it
  // hardest may count as its own, per mille at full danger.
  int stake_permille = 75;
  int stake_danger = 9;  // palace points attacked (a check counts 3) that make full danger
  // Each rival already defeated: one fewer to share the win with.
  int rival_defeated = 1779;
};

ParameterTable<EvalWeights> weight_parameters();

}  // namespace zhuge::eval::sanguo
