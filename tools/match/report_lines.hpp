#pragma once
// The lines of a match report that every game's report writes alike: numbers formatted, an Elo
// estimate with its interval, and the SPRT's verdict.
#include <ostream>
#include <string>

#include "tools/match/statistics.hpp"

namespace zhuge::match {

// printf's `pattern` with up to three numbers.
std::string format(const char* pattern, double a, double b = 0, double c = 0);

// "score 0.5500, Elo +34.9 [+1.2, +69.6] (95%)".
std::string elo_line(const ScoreEstimate& e);

// "  SPRT nElo [0.00, 5.00]: LLR 1.23 [-2.94, 2.94] continue".
void write_sprt(std::ostream& out, double value, const SprtBounds& b);

}  // namespace zhuge::match
