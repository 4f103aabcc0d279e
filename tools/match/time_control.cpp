#include "tools/match/time_control.hpp"
#include "tools/match/text_join.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace zhuge::match {

std::optional<int> parse_seconds_as_ms(std::string_view text) {
  double seconds = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seconds);
  if (error != std::errc() || end != text.data() + text.size() || !(seconds >= 0) ||
      seconds > 1e6) {
    return std::nullopt;
  }
  return static_cast<int>(std::lround(seconds * 1000));
}

bool parse_tc(std::string_view text, TimeControl& tc) {
  const auto plus = text.find('+');
  const auto base = parse_seconds_as_ms(text.substr(0, plus));
  if (!base) return false;
  int increment = 0;
  if (plus != std::string_view::npos) {
    const auto inc = parse_seconds_as_ms(text.substr(plus + 1));
    if (!inc) return false;
    increment = *inc;
  }
  tc.base_ms = *base;
  tc.increment_ms = increment;
  return true;
}

std::string TimeControl::describe() const {
  std::string text;
  const auto add = [&text](const std::string& part) { append_joined(text, " ", part); };
  const auto seconds = [](int ms) {
    std::string s = std::to_string(ms / 1000);
    if (ms % 1000) {
      char frac[8];
      std::snprintf(frac, sizeof frac, ".%03d", ms % 1000);
      s += frac;
      while (s.back() == '0') s.pop_back();
    }
    return s;
  };
  if (base_ms) add("tc=" + seconds(*base_ms) + "+" + seconds(increment_ms));
  if (move_ms) add("st=" + seconds(*move_ms));
  if (nodes) add("nodes=" + std::to_string(*nodes));
  if (depth) add("depth=" + std::to_string(*depth));
  return text.empty() ? "-" : text;
}

std::optional<int> SeatClock::allowance_ms(int margin_ms) const {
  std::optional<int> allowance;
  if (tc_.has_clock()) allowance = left_ms_ + margin_ms;
  if (tc_.move_ms)
    allowance = std::min(allowance.value_or(*tc_.move_ms + margin_ms), *tc_.move_ms + margin_ms);
  return allowance;
}

bool SeatClock::charge(int used_ms, int margin_ms) {
  if (tc_.move_ms && used_ms > *tc_.move_ms + margin_ms) return false;
  if (!tc_.has_clock()) return true;
  used_ms_ += used_ms;
  left_ms_ -= used_ms;
  if (left_ms_ < -margin_ms) return false;
  left_ms_ = std::max(left_ms_, 0) + tc_.increment_ms;
  given_ms_ += tc_.increment_ms;
  return true;
}

}  // namespace zhuge::match
