#include "tools/match/statistics.hpp"

#include <cmath>
#include <limits>
#include <numbers>

namespace zhuge::match {
namespace {

// Converts a normalized Elo to a score, given the standard deviation of one game's score
// (fastchess: nEloToScore): nElo = (score - 1/2) / sigma * 800 / ln 10.
double nelo_to_score(double nelo, double sigma) {
  return nelo * sigma / (800.0 / std::numbers::ln10) + 0.5;
}

// Mean and variance of a score with frequencies `counts` on the values `values`.
template <std::size_t N>
std::optional<ScoreEstimate> estimate(const std::array<int, N>& counts,
                                      const std::array<double, N>& values, double& variance) {
  double total = 0;
  for (int c : counts) total += c;
  if (total == 0) return std::nullopt;
  double mean = 0;
  for (std::size_t i = 0; i < N; ++i) mean += counts[i] / total * values[i];
  variance = 0;
  for (std::size_t i = 0; i < N; ++i) {
    variance += counts[i] / total * (values[i] - mean) * (values[i] - mean);
  }
  return ScoreEstimate{mean, std::sqrt(variance / total)};
}

constexpr std::array<double, 3> kGameScores = {1.0, 0.5, 0.0};
constexpr std::array<double, 5> kPairScores = {0.0, 0.25, 0.5, 0.75, 1.0};

std::array<int, 3> counts(const Trinomial& t) {
  return {t.wins, t.draws, t.losses};
}

// LLR of the GSPRT in its normal approximation, for `n` samples whose mean score is `score`
// with variance `variance` per sample, and H0/H1 scores s0 and s1.
double normal_llr(double score, double variance, double n, double s0, double s1) {
  if (variance <= 0) return 0.0;
  return (s1 - s0) * (2 * score - s0 - s1) / (2 * variance / n);
}

}  // namespace

double elo_from_score(double score) {
  if (score <= 0) return -std::numeric_limits<double>::infinity();
  if (score >= 1) return std::numeric_limits<double>::infinity();
  return -400.0 * std::log10(1.0 / score - 1.0);
}

std::optional<ScoreEstimate> estimate(const Trinomial& t) {
  double variance = 0;
  return estimate(counts(t), kGameScores, variance);
}

std::optional<ScoreEstimate> estimate(const Pentanomial& p) {
  double variance = 0;
  return estimate(p, kPairScores, variance);
}

double SprtBounds::lower() const {
  return std::log(beta / (1 - alpha));
}
double SprtBounds::upper() const {
  return std::log((1 - beta) / alpha);
}

double llr(const Trinomial& t, const SprtBounds& b) {
  double variance = 0;
  auto e = estimate(counts(t), kGameScores, variance);
  if (!e) return 0.0;
  const double sigma = std::sqrt(variance);
  return normal_llr(e->score, variance, t.games(), nelo_to_score(b.elo0, sigma),
                    nelo_to_score(b.elo1, sigma));
}

double llr(const Pentanomial& p, const SprtBounds& b) {
  double variance = 0;
  auto e = estimate(p, kPairScores, variance);
  if (!e) return 0.0;
  // A pair's score is the mean of two games, so one game's deviation is sqrt(2) times a pair's.
  const double sigma = std::sqrt(2 * variance);
  const double pairs = p[0] + p[1] + p[2] + p[3] + p[4];
  return normal_llr(e->score, variance, pairs, nelo_to_score(b.elo0, sigma),
                    nelo_to_score(b.elo1, sigma));
}

SprtDecision decide(double value, const SprtBounds& b) {
  if (value >= b.upper()) return SprtDecision::AcceptH1;
  if (value <= b.lower()) return SprtDecision::AcceptH0;
  return SprtDecision::Continue;
}

}  // namespace zhuge::match
