#pragma once
// Sanguo's GameAwareTime policy (protocol/time_policy.hpp): a score that falls from one iteration
// to the next (a general in danger, a piece lost) needs more time, as does a best move that just
// changed; a best move that stood for several iterations needs less.

#include <cstdint>
#include <optional>

#include "protocol/time_policy.hpp"

namespace zhuge::protocol {

// The policy's memory of one search: each finished iteration's score and best move.
class SanguoTimeTrend {
 public:
  void add_iteration(int score_cp, std::uint16_t best_move);
  double soft_factor() const;

 private:
  std::optional<int> previous_score_;
  int score_ = 0;
  std::optional<std::uint16_t> best_;
  int iterations_ = 0;
  int best_stood_ = 0;  // iterations since the best move last changed
};

}  // namespace zhuge::protocol
