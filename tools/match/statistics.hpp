#pragma once
// Match statistics: Elo from a score, 95% intervals from trinomial (per game), pentanomial (per
// pair of games, such as a deal played twice) or group (per six games, such as an opening in its
// six seatings) frequencies, and the normalized-Elo GSPRT as fastchess and fishtest compute it,
// on any of the three.
#include <array>
#include <optional>

namespace zhuge::match {

inline constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

// The Elo difference that gives the expected score `score` (0 < score < 1).
double elo_from_score(double score);

// A mean score with its standard error, and what they mean in Elo.
struct ScoreEstimate {
  double score = 0.5;
  double std_error = 0.0;  // of the mean
  double elo() const { return elo_from_score(score); }
  // The 95% interval of the Elo difference; the bounds are infinite at a 0 or 1 score.
  double elo_low() const { return elo_from_score(score - kZ95 * std_error); }
  double elo_high() const { return elo_from_score(score + kZ95 * std_error); }
};

// Wins, draws and losses of engine A.
struct Trinomial {
  int wins = 0, draws = 0, losses = 0;
  int games() const { return wins + draws + losses; }
};

// Game pairs by the points A took in both games: 0, 1/2, 1, 3/2, 2.
// Index 2 holds both a draw pair and a win-loss pair.
using Pentanomial = std::array<int, 5>;

// Groups of six games (an opening in its six seatings, docs/match.md) by the points A took over the
// six games, in sixths of a point: index k holds the groups where A scored k/36 per game.
inline constexpr int kGroupGames = 6;
using GroupScores = std::array<int, 6 * kGroupGames + 1>;

// Per-game, per-pair and per-group estimates; nullopt with no games.
std::optional<ScoreEstimate> estimate(const Trinomial& t);
std::optional<ScoreEstimate> estimate(const Pentanomial& p);
std::optional<ScoreEstimate> estimate(const GroupScores& g);

struct SprtBounds {
  double elo0 = 0.0, elo1 = 5.0, alpha = 0.05, beta = 0.05;
  double lower() const;  // log(beta / (1 - alpha)): accept H0 below it
  double upper() const;  // log((1 - beta) / alpha): accept H1 above it
};

// Log-likelihood ratio of H1 (nElo = elo1) against H0 (nElo = elo0), normalized Elo.
double llr(const Trinomial& t, const SprtBounds& b);
double llr(const Pentanomial& p, const SprtBounds& b);
double llr(const GroupScores& g, const SprtBounds& b);

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };
SprtDecision decide(double llr, const SprtBounds& b);

}  // namespace zhuge::match
