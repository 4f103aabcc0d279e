#pragma once
// The weights of the Sanguo evaluation, in centipawns unless named otherwise. Each is a `spin`
// option (protocol/sanguo_search_options.cpp) through weight_table().

#include <span>
#include <string_view>

namespace zhuge::eval::sanguo {

struct EvalWeights {
  // Material; the general is not counted: its capture ends the kingdom (see the stake).
  int advisor = 200;
  int elephant = 200;
  int horse = 400;
  int chariot = 900;
  int cannon = 450;
  int soldier = 100;
  int crossed_soldier = 200;
  int flag_bearer = 400;
  // Piece-square shaping, relative to the piece's home half.
  int soldier_advance = 15;  // per rank a soldier has gone towards a rival's back rank
  int centre_file = 4;       // per file nearer the e-file, for a horse, cannon or flag-bearer
  int forward = 20;          // a chariot, horse, cannon or flag-bearer in a rival half
  int near_palace = 15;      // ... on the palace files of the rival's first three ranks
  // Activity and safety.
  int mobility = 3;          // per point a chariot, horse, cannon or flag-bearer reaches
  int palace_pressure = 12;  // per point of a rival's palace that a kingdom attacks
  int check = 60;            // the general is attacked
  int hanging_percent = 30;  // of a piece's value, when a rival attacks it and none defends it
  // The army-transfer stake: the share of a threatened rival's army that the kingdom pressing it
  // hardest may count as its own, per mille at full danger.
  int stake_permille = 250;
  int stake_danger = 6;  // palace points attacked (a check counts 3) that make full danger
  // Each rival already defeated: one fewer to share the win with.
  int rival_defeated = 2000;
};

struct WeightInfo {
  std::string_view name;  // the option's name
  int EvalWeights::*member;
  int min;
  int max;
  std::string_view help;
};

std::span<const WeightInfo> weight_table();

}  // namespace zhuge::eval::sanguo
