#pragma once
// How long a move on a clock deserves, by what the game's search sees (the GameAwareTime
// option; TimeManager::scale_soft() applies the factor to the planned soft time). The factors
// are kept between kMinSoftFactor and kMaxSoftFactor, and the hard deadline bounds them anyway.
//
// Luzhanqi: an early flip is one of many alike and needs little; a root contest that is still
// close needs more, most of all when the leader is an attack (docs/strength.md, "Clocks").
// Sanguo: a score that falls from one iteration to the next (a general in danger, a piece lost)
// needs more, as does a best move that just changed; a best move that stood for several
// iterations needs less.

#include <cstdint>
#include <optional>

namespace zhuge::protocol {

inline constexpr double kMinSoftFactor = 0.5;
inline constexpr double kMaxSoftFactor = 2.0;

// What the luzhanqi policy reads: the most visited root action and its lead over the runner-up,
// as a share of its visits (0: tied, 1: no rival), with the position's face-down count.
struct LuzhanqiRootContest {
  bool best_is_flip = false;
  bool best_attacks = false;  // a move onto an opponent's piece
  double lead = 1.0;
  int face_down = 0;
};

double luzhanqi_soft_factor(const LuzhanqiRootContest& contest);

// The sanguo policy's memory of one search: each finished iteration's score and best move.
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
