// The sanguo SPRT's error rates by simulation (docs/match.md, "SPRT"): groups drawn from a model
// of known normalized Elo, the test run to its decision thousands of times, the share of wrong
// decisions compared with alpha and beta.
//
// The model: a group's opening favours one seat, drawn at random, by a factor kBias; in each of
// the six seatings, with probability kDraw the three kingdoms share the point (1/3 each), else
// one kingdom takes it, seat j with probability w_j / (w_0 + w_1 + w_2), w_j being kBias for
// the favoured seat (else 1) times r if engine A sits there. The favoured seat is what correlates
// a group's games. The group score's mean and variance follow exactly from the model, so r can be
// set to give any nElo = (mean - 1/2) / sqrt(6 var) * 800 / ln 10.
#include <catch2/catch.hpp>
#include <cmath>
#include <numbers>

#include "engine/core/rng.hpp"
#include "tools/match/statistics.hpp"

using namespace zhuge::match;

namespace {

constexpr double kBias = 4.0;
constexpr double kDraw = 0.3;
constexpr int kSeatings[kGroupGames][3] = {{1, 1, 0}, {1, 0, 1}, {0, 1, 1},
                                           {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};  // 1: engine A

// The probability that engine A takes the point of seating `g` when it is not shared.
double a_wins(int g, int favoured, double r) {
  double a = 0, all = 0;
  for (int seat = 0; seat < 3; ++seat) {
    const double w = (seat == favoured ? kBias : 1.0) * (kSeatings[g][seat] ? r : 1.0);
    all += w;
    a += kSeatings[g][seat] ? w : 0;
  }
  return a / all;
}

// A's seats in seating `g`: its points when the point is shared are that over 3.
int a_seats(int g) {
  return kSeatings[g][0] + kSeatings[g][1] + kSeatings[g][2];
}

struct Moments {
  double mean = 0, variance = 0;
  double nelo() const {
    return (mean - 0.5) / std::sqrt(kGroupGames * variance) * (800.0 / std::numbers::ln10);
  }
};

// The group score's mean and variance for engine A of strength r, over the favoured seat (each
// 1/3), the games being independent once it is drawn.
Moments model_moments(double r) {
  double mean = 0, within = 0, means_squared = 0;
  for (int favoured = 0; favoured < 3; ++favoured) {
    double m = 0, v = 0;
    for (int g = 0; g < kGroupGames; ++g) {
      const double p = (1 - kDraw) * a_wins(g, favoured, r), shared = a_seats(g) / 3.0;
      const double game_mean = p + kDraw * shared;
      m += game_mean / kGroupGames;
      v += (p + kDraw * shared * shared - game_mean * game_mean) / (kGroupGames * kGroupGames);
    }
    mean += m / 3, within += v / 3, means_squared += m * m / 3;
  }
  return {mean, within + means_squared - mean * mean};
}

// The r that gives normalized Elo `nelo`, by bisection on log r (the nElo grows with r).
double strength_for(double nelo) {
  double low = -3, high = 3;
  for (int i = 0; i < 100; ++i) {
    const double mid = (low + high) / 2;
    (model_moments(std::exp(mid)).nelo() < nelo ? low : high) = mid;
  }
  return std::exp(low);
}

double uniform(zhuge::Rng& rng) {
  return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

// One group drawn from the model: A's points over its six games, in sixths.
int draw_group(zhuge::Rng& rng, double r) {
  const int favoured = static_cast<int>(rng.below(3));
  int sixths = 0;
  for (int g = 0; g < kGroupGames; ++g) {
    if (uniform(rng) < kDraw) {
      sixths += 2 * a_seats(g);
    } else if (uniform(rng) < a_wins(g, favoured, r)) {
      sixths += 6;
    }
  }
  return sixths;
}

struct Outcomes {
  int h0 = 0, h1 = 0, groups = 0;
};

// `runs` SPRTs on groups of the model at normalized Elo `nelo`, each to its decision.
Outcomes simulate(double nelo, const SprtBounds& b, int runs, zhuge::Rng& rng) {
  const double r = strength_for(nelo);
  Outcomes out;
  for (int run = 0; run < runs; ++run) {
    GroupScores groups{};
    SprtDecision decision = SprtDecision::Continue;
    while (decision == SprtDecision::Continue) {
      ++groups[draw_group(rng, r)];
      ++out.groups;
      decision = decide(llr(groups, b), b);
    }
    ++(decision == SprtDecision::AcceptH0 ? out.h0 : out.h1);
  }
  return out;
}

}  // namespace

TEST_CASE("The model's groups have the mean and variance worked out", "[match]") {
  CHECK(model_moments(1.0).mean == Approx(0.5));  // the group is symmetric in A and B
  const double r = strength_for(20);
  const Moments exact = model_moments(r);
  CHECK(exact.nelo() == Approx(20.0).epsilon(1e-9));
  zhuge::Rng rng(7);
  constexpr int kGroups = 200000;
  GroupScores groups{};
  for (int i = 0; i < kGroups; ++i) ++groups[draw_group(rng, r)];
  const auto drawn = estimate(groups);
  REQUIRE(drawn);
  // The mean within four standard errors; the variance within 2% (its relative standard error
  // is about sqrt(2 / N) = 0.3% for a near-normal score).
  CHECK(std::abs(drawn->score - exact.mean) < 4 * drawn->std_error);
  CHECK(drawn->std_error * drawn->std_error * kGroups == Approx(exact.variance).epsilon(0.02));
}

TEST_CASE("The sanguo SPRT's error rates are near alpha and beta", "[match]") {
  // nElo 0 against 20: about 220 groups a test. With 10000 tests a rate near 0.05 has a standard
  // error of sqrt(0.05 * 0.95 / 10000) = 0.0022, near 0.10 of 0.0030. Each rate must lie between
  // half its nominal value and 1.1 times it plus three standard errors: the normal approximation,
  // its variance measured from the first few groups, now and then stops early and wrongly, which
  // puts the rates a little off nominal (40000 tests each gave 0.053 and 0.098).
  const SprtBounds b{0, 20, 0.05, 0.10};
  constexpr int kRuns = 10000;
  zhuge::Rng rng(18);
  const Outcomes at_elo0 = simulate(b.elo0, b, kRuns, rng);
  const Outcomes at_elo1 = simulate(b.elo1, b, kRuns, rng);
  const double alpha = double(at_elo0.h1) / kRuns, beta = double(at_elo1.h0) / kRuns;
  INFO("H1 accepted at elo0: " << alpha << ", H0 accepted at elo1: " << beta
                               << ", groups per test: " << at_elo0.groups / kRuns << " and "
                               << at_elo1.groups / kRuns);
  CHECK(alpha >= b.alpha / 2);
  CHECK(alpha <= 1.1 * b.alpha + 3 * std::sqrt(b.alpha * (1 - b.alpha) / kRuns));
  CHECK(beta >= b.beta / 2);
  CHECK(beta <= 1.1 * b.beta + 3 * std::sqrt(b.beta * (1 - b.beta) / kRuns));
}
