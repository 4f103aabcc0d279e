#pragma once
// A game of random legal moves, played to its end by the arbiter's rules, for the tests.
#include <catch2/catch.hpp>

#include <random>

#include "tools/match/arbiter.hpp"

namespace zhuge::match {

inline GameRecord play_randomly(Arbiter& arbiter, std::uint32_t seed) {
  std::mt19937 random(seed);
  while (!arbiter.end()) {
    const auto legal = arbiter.legal_actions();
    REQUIRE(arbiter.play(legal[random() % legal.size()]) == std::nullopt);
  }
  return arbiter.record();
}

}  // namespace zhuge::match
