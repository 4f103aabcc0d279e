#include "protocol/luzhanqi/time_policy.hpp"

namespace zhuge::protocol {
namespace {

// Most of the pieces still face down: the opening, where flips are many and alike.
constexpr int kOpeningFaceDown = 30;
// A lead below this share of the leader's visits is a contest still open.
constexpr double kCloseLead = 0.25;

}  // namespace

double luzhanqi_soft_factor(const LuzhanqiRootContest& contest) {
  if (contest.best_is_flip && contest.face_down >= kOpeningFaceDown) return kMinSoftFactor;
  if (contest.lead >= kCloseLead) return 1.0;
  return contest.best_attacks ? kMaxSoftFactor : 1.5;
}

}  // namespace zhuge::protocol
