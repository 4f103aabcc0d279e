#include "protocol/sanguo/time_policy.hpp"

#include <algorithm>

namespace zhuge::protocol {
namespace {

// A fall of this many centipawns from one iteration to the next doubles the time.
constexpr int kFallForDouble = 150;
// Iterations from which the trend counts: the shallow ones change their minds freely.
constexpr int kTrendFromIteration = 4;
// Iterations a best move stands before the search may stop early.
constexpr int kStableIterations = 3;

}  // namespace

void SanguoTimeTrend::add_iteration(int score_cp, std::uint16_t best_move) {
  if (iterations_ > 0) previous_score_ = score_;
  score_ = score_cp;
  best_stood_ = best_ == best_move ? best_stood_ + 1 : 0;
  best_ = best_move;
  ++iterations_;
}

double SanguoTimeTrend::soft_factor() const {
  if (iterations_ < kTrendFromIteration || !previous_score_) return 1.0;
  const int fall = *previous_score_ - score_;
  double factor = 1.0 + double(std::clamp(fall, 0, kFallForDouble)) / kFallForDouble;
  if (best_stood_ == 0) {
    factor *= 1.25;
  } else if (best_stood_ >= kStableIterations && fall <= 0) {
    factor *= 0.75;
  }
  return bounded_soft_factor(factor);
}

}  // namespace zhuge::protocol
