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

namespace {

// Five sanguo groups where A took 12, 18, 21, 24 and 30 sixths of a point over six games.
GroupScores five_groups() {
  GroupScores g{};
  for (int sixths : {12, 18, 21, 24, 30}) ++g[sixths];
  return g;
}

}  // namespace

TEST_CASE("Sanguo group score, interval and Elo", "[match]") {
  // Per game: 12/36 = 1/3, 1/2, 7/12, 2/3, 5/6; mean 105 / 180 = 7/12 = 0.583333.
  // Deviations in 36ths: -9, -3, 0, 3, 9; variance (81 + 9 + 0 + 9 + 81) / 5 / 36^2 = 1/36;
  // standard error sqrt(1/36 / 5) = 0.0745356; 95%: 7/12 -+ 0.146087 = [0.437246, 0.729420].
  const auto e = estimate(five_groups());
  REQUIRE(e);
  CHECK(e->score == Approx(7.0 / 12));
  CHECK(e->std_error == Approx(0.0745356).epsilon(1e-5));
  CHECK(e->elo() == Approx(58.4512).epsilon(1e-5));  // 400 log10(7/5)
  CHECK(e->elo_low() == Approx(-43.8369).epsilon(1e-4));
  CHECK(e->elo_high() == Approx(172.2732).epsilon(1e-5));
  CHECK_FALSE(estimate(GroupScores{}));
}

TEST_CASE("Normalized-Elo LLR, sanguo groups", "[match]") {
  // The five groups: variance 1/36, one game's deviation sqrt(6 / 36) = 0.408248, C = 347.436.
  // nElo 0 against 50: s0 = 0.5, s1 = 0.5 + 50 * 0.408248 / C = 0.558752;
  // LLR = 0.058752 * (7/6 - 0.5 - 0.558752) / (2 / 36 / 5) = 0.058752 * 0.107915 * 90 = 0.570617.
  CHECK(llr(five_groups(), SprtBounds{0, 50, 0.05, 0.05}) == Approx(0.570617).epsilon(1e-5));
  // nElo -10 against 10: s0 + s1 = 1, s1 - s0 = 20 * 0.408248 / C = 0.023501;
  // LLR = 0.023501 * (7/6 - 1) * 90 = 0.352510.
  CHECK(llr(five_groups(), SprtBounds{-10, 10, 0.05, 0.05}) == Approx(0.352510).epsilon(1e-5));
  // At a mean of exactly 1/2 with elo0 = 0: -(s1 - 1/2)^2 N / 2v = -3 N elo1^2 / C^2, whatever
  // the variance; 4 groups (12, 18, 18, 24 sixths), elo1 = 5: -300 / 120711.49 = -0.00248526.
  GroupScores even{};
  for (int sixths : {12, 18, 18, 24}) ++even[sixths];
  CHECK(llr(even, SprtBounds{0, 5, 0.05, 0.05}) == Approx(-0.00248526).epsilon(1e-5));
  GroupScores same{};
  same[20] = 3;
  CHECK(llr(same, SprtBounds{0, 5, 0.05, 0.05}) == 0.0);  // no variance
}
