#include "tools/match/report_lines.hpp"

#include <cstdio>

namespace zhuge::match {

std::string format(const char* pattern, double a, double b, double c) {
  char text[128];
  std::snprintf(text, sizeof text, pattern, a, b, c);
  return text;
}

std::string elo_line(const ScoreEstimate& e) {
  return format("score %.4f, Elo %+.1f", e.score, e.elo()) +
         format(" [%+.1f, %+.1f] (95%%)", e.elo_low(), e.elo_high());
}

void write_sprt(std::ostream& out, double value, const SprtBounds& b) {
  const SprtDecision decision = decide(value, b);
  out << format("  SPRT nElo [%.2f, %.2f]: LLR %.2f", b.elo0, b.elo1, value)
      << format(" [%.2f, %.2f]", b.lower(), b.upper()) << ' '
      << (decision == SprtDecision::AcceptH1   ? "H1 accepted"
          : decision == SprtDecision::AcceptH0 ? "H0 accepted"
                                               : "continue")
      << '\n';
}

}  // namespace zhuge::match
