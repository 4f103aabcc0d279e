#pragma once
// An engine's limits per move: a fixed time per move (st=), a clock (tc=base+inc), a node or
// depth limit, or a mix. A Clock keeps one seat's remaining time during a game.
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace zhuge::match {

struct TimeControl {
  std::optional<int> move_ms;  // st=
  std::optional<int> base_ms;  // tc= base
  int increment_ms = 0;        // tc= increment
  std::optional<long long> nodes;
  std::optional<int> depth;

  bool has_clock() const { return base_ms.has_value(); }
  std::string describe() const;  // as in a record's TimeControl tag
};

// Reads "40+0.4", "10" (seconds) or "0.2"; nullopt if malformed.
std::optional<int> parse_seconds_as_ms(std::string_view text);
bool parse_tc(std::string_view text, TimeControl& tc);

// The time one seat has left on its clock.
class SeatClock {
 public:
  explicit SeatClock(const TimeControl& tc) : tc_(tc), left_ms_(tc.base_ms.value_or(0)) {}
  int left_ms() const { return left_ms_; }
  int increment_ms() const { return tc_.increment_ms; }
  // How long the engine may think before it has lost on time, `margin_ms` included.
  std::optional<int> allowance_ms(int margin_ms) const;
  // Charges a move that took `used_ms`; false if the clock ran out beyond the margin.
  bool charge(int used_ms, int margin_ms);
  // For a clock: the time its moves took so far, and the time it was given (base and every
  // increment), which the used time is a share of.
  long long used_ms() const { return used_ms_; }
  long long given_ms() const { return given_ms_; }

 private:
  const TimeControl& tc_;
  int left_ms_;
  long long used_ms_ = 0;
  long long given_ms_ = left_ms_;
};

}  // namespace zhuge::match
