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

// The empirical distribution of a unit's score (a game, a pair, a group), per game.
struct Moments {
  double units = 0, mean = 0, variance = 0;
};

// `counts[i]` units scored i / (N - 1) per game; nullopt with no units.
template <std::size_t N>
std::optional<Moments> moments(const std::array<int, N>& counts) {
  Moments m;
  for (int c : counts) m.units += c;
  if (m.units == 0) return std::nullopt;
  const auto value = [](std::size_t i) { return static_cast<double>(i) / (N - 1); };
  for (std::size_t i = 0; i < N; ++i) m.mean += counts[i] / m.units * value(i);
  for (std::size_t i = 0; i < N; ++i) {
    m.variance += counts[i] / m.units * (value(i) - m.mean) * (value(i) - m.mean);
  }
  return m;
}

template <std::size_t N>
std::optional<ScoreEstimate> estimate_units(const std::array<int, N>& counts) {
  const auto m = moments(counts);
  if (!m) return std::nullopt;
  return ScoreEstimate{m->mean, std::sqrt(m->variance / m->units)};
}

// The GSPRT in its normal approximation for units of `games` games each: the log-likelihood
// ratio of normal means s1 and s0 with the units' variance, N (s1 - s0)(2 mean - s0 - s1) / 2v.
// One game's deviation is taken as sqrt(games) times a unit's, the unit's mean being that of its
// games; so the correlation of a unit's games goes into the normalization.
template <std::size_t N>
double unit_llr(const std::array<int, N>& counts, int games, const SprtBounds& b) {
  const auto m = moments(counts);
  if (!m || m->variance <= 0) return 0.0;
  const double sigma = std::sqrt(games * m->variance);
  const double s0 = nelo_to_score(b.elo0, sigma), s1 = nelo_to_score(b.elo1, sigma);
  return (s1 - s0) * (2 * m->mean - s0 - s1) / (2 * m->variance / m->units);
}

// Losses, draws, wins: the scores 0, 1/2, 1.
std::array<int, 3> counts(const Trinomial& t) {
  return {t.losses, t.draws, t.wins};
}

}  // namespace

double elo_from_score(double score) {
  if (score <= 0) return -std::numeric_limits<double>::infinity();
  if (score >= 1) return std::numeric_limits<double>::infinity();
  return 400.0 * std::log10(score / (1.0 - score));  // +0, not -0, at 1/2
}

std::optional<ScoreEstimate> estimate(const Trinomial& t) {
  return estimate_units(counts(t));
}
std::optional<ScoreEstimate> estimate(const Pentanomial& p) {
  return estimate_units(p);
}
std::optional<ScoreEstimate> estimate(const GroupScores& g) {
  return estimate_units(g);
}

double SprtBounds::lower() const {
  return std::log(beta / (1 - alpha));
}
double SprtBounds::upper() const {
  return std::log((1 - beta) / alpha);
}

double llr(const Trinomial& t, const SprtBounds& b) {
  return unit_llr(counts(t), 1, b);
}
double llr(const Pentanomial& p, const SprtBounds& b) {
  return unit_llr(p, 2, b);
}
double llr(const GroupScores& g, const SprtBounds& b) {
  return unit_llr(g, kGroupGames, b);
}

SprtDecision decide(double value, const SprtBounds& b) {
  if (value >= b.upper()) return SprtDecision::AcceptH1;
  if (value <= b.lower()) return SprtDecision::AcceptH0;
  return SprtDecision::Continue;
}

}  // namespace zhuge::match
