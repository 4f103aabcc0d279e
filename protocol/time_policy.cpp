#include "protocol/time_policy.hpp"

#include <algorithm>

namespace zhuge::protocol {
namespace {

// Most of the pieces still face down: the opening, where flips are many and alike.
constexpr int kOpeningFaceDown = 30;
// A lead below this share of the leader's visits is a contest still open.
constexpr double kCloseLead = 0.25;
// A fall of this many centipawns from one iteration to the next doubles the time.
constexpr int kFallForDouble = 150;
// Iterations from which the trend counts: the shallow ones change their minds freely.
constexpr int kTrendFromIteration = 4;
// Iterations a best move stands before the search may stop early.
constexpr int kStableIterations = 3;

double bounded(double factor) {
  return std::clamp(factor, kMinSoftFactor, kMaxSoftFactor);
}

}  // namespace

double luzhanqi_soft_factor(const LuzhanqiRootContest& contest) {
  if (contest.best_is_flip && contest.face_down >= kOpeningFaceDown) return kMinSoftFactor;
  if (contest.lead >= kCloseLead) return 1.0;
  return contest.best_attacks ? kMaxSoftFactor : 1.5;
}

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
  return bounded(factor);
}

}  // namespace zhuge::protocol
