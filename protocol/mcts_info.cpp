#include "protocol/mcts_info.hpp"

#include <algorithm>
#include <cmath>

namespace zhuge::protocol::mcts_info {

namespace {

// The score of a proven win, in cp.
constexpr int kProvenCp = 10000;

}  // namespace

int value_cp(float value, int eval_scale) {
  const double q = std::clamp(double(value), -0.999, 0.999);
  return int(std::lround(eval_scale * std::atanh(q)));
}

int score_cp(float value, search::mcts::Proof proof, int eval_scale) {
  if (proof != search::mcts::Proof::Unknown) return int(proof) * kProvenCp;
  return value_cp(value, eval_scale);
}

std::array<int, 3> wdl(float value, float draw_share, search::mcts::Proof proof) {
  const double q = proof != search::mcts::Proof::Unknown ? double(proof) : double(value);
  const int draw = int(std::lround(1000.0 * draw_share));
  const int win = std::min(int(std::lround(500.0 * (1.0 + q) - draw / 2.0)), 1000 - draw);
  return {win, draw, 1000 - win - draw};
}

}  // namespace zhuge::protocol::mcts_info
