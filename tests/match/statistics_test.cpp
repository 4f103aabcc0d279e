// The match statistics against values worked out by hand (the arithmetic is in the comments).
#include <catch2/catch.hpp>
#include <cmath>

#include "tools/match/statistics.hpp"

using namespace zhuge::match;

TEST_CASE("Elo from a score", "[match]") {
  CHECK(elo_from_score(0.5) == Approx(0.0));
  // -400 log10(1/0.75 - 1) = 400 log10 3 = 190.8485
  CHECK(elo_from_score(0.75) == Approx(190.8485).epsilon(1e-6));
  CHECK(elo_from_score(0.25) == Approx(-190.8485).epsilon(1e-6));
  CHECK(std::isinf(elo_from_score(1.0)));
  CHECK(std::isinf(elo_from_score(0.0)));
}

TEST_CASE("Trinomial score, interval and Elo", "[match]") {
  // 60 wins, 20 draws, 20 losses: score 0.7; variance 0.6*0.3^2 + 0.2*0.2^2 + 0.2*0.7^2 = 0.16;
  // standard error sqrt(0.16 / 100) = 0.04; 95% interval 0.7 -+ 1.96*0.04 = [0.6216, 0.7784].
  const auto e = estimate(Trinomial{60, 20, 20});
  REQUIRE(e);
  CHECK(e->score == Approx(0.7));
  CHECK(e->std_error == Approx(0.04));
  CHECK(e->elo() == Approx(147.1907).epsilon(1e-6));     // 400 log10(7/3)
  CHECK(e->elo_low() == Approx(86.2250).epsilon(1e-5));  // Elo of 0.621601
  CHECK(e->elo_high() == Approx(218.2518).epsilon(1e-5));
  CHECK_FALSE(estimate(Trinomial{}));
}

TEST_CASE("Pentanomial score and interval", "[match]") {
  // Pairs scoring 0, 1/4, 1/2, 3/4, 1 per game: [2, 10, 20, 13, 5] of 50.
  // Mean (10*0.25 + 20*0.5 + 13*0.75 + 5) / 50 = 27.25 / 50 = 0.545.
  // Variance: sum p_i (x_i - 0.545)^2 = 0.061725; standard error sqrt(0.061725 / 50) = 0.035135.
  const auto e = estimate(Pentanomial{2, 10, 20, 13, 5});
  REQUIRE(e);
  CHECK(e->score == Approx(0.545));
  CHECK(e->std_error == Approx(0.0351355).epsilon(1e-5));
  CHECK_FALSE(estimate(Pentanomial{}));
}

TEST_CASE("SPRT bounds are those of fishtest", "[match]") {
  // alpha = beta = 0.05: log(0.05 / 0.95) = -2.944439, fishtest's familiar (-2.94, 2.94).
  const SprtBounds b{0, 5, 0.05, 0.05};
  CHECK(b.lower() == Approx(-2.944439).epsilon(1e-6));
  CHECK(b.upper() == Approx(2.944439).epsilon(1e-6));
  CHECK(decide(3.0, b) == SprtDecision::AcceptH1);
  CHECK(decide(-3.0, b) == SprtDecision::AcceptH0);
  CHECK(decide(0.0, b) == SprtDecision::Continue);
}

TEST_CASE("Normalized-Elo LLR, trinomial", "[match]") {
  // 60/20/20, nElo 0 against 10: sigma = sqrt(0.16) = 0.4, C = 800 / ln 10 = 347.436;
  // s0 = 0.5, s1 = 0.5 + 10 * 0.4 / C = 0.511513;
  // LLR = (s1 - s0)(2*0.7 - s0 - s1) / (2 * 0.16 / 100) = 0.011513 * 0.388487 / 0.0032 = 1.39769.
  CHECK(llr(Trinomial{60, 20, 20}, SprtBounds{0, 10, 0.05, 0.05}) ==
        Approx(1.397695).epsilon(1e-5));
}

TEST_CASE("Normalized-Elo LLR, pentanomial", "[match]") {
  // At a score of exactly 1/2 with elo0 = 0 the LLR is -N elo1^2 / C^2 whatever the variance:
  // s1 - 1/2 = elo1 sigma / C and the variance per pair is sigma^2 / 2 / N.
  // N = 100, elo1 = 5: -100 * 25 / 347.436^2 = -0.0207107.
  CHECK(llr(Pentanomial{10, 20, 40, 20, 10}, SprtBounds{0, 5, 0.05, 0.05}) ==
        Approx(-0.0207107).epsilon(1e-5));
  // [2, 10, 20, 13, 5]: variance 0.061725, sigma per game sqrt(2 * 0.061725) = 0.351354;
  // s1 = 0.5 + 5 * 0.351354 / C = 0.505056;
  // LLR = 0.005056 * (1.09 - 1.005056) / (2 * 0.061725 / 50) = 0.173961.
  CHECK(llr(Pentanomial{2, 10, 20, 13, 5}, SprtBounds{0, 5, 0.05, 0.05}) ==
        Approx(0.173961).epsilon(1e-4));
  CHECK(llr(Pentanomial{0, 0, 7, 0, 0}, SprtBounds{0, 5, 0.05, 0.05}) == 0.0);  // no variance
}
