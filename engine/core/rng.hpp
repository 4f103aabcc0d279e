#pragma once
// A small, fast, seedable random generator shared by every part of the engine.
// xoshiro256** seeded through splitmix64: the same seed gives the same stream on
// every platform, which keeps deals, tests and `bench` signatures reproducible.

#include <array>
#include <cstdint>
#include <limits>

namespace zhuge {

class Rng {
 public:
  using result_type = std::uint64_t;

  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed);
  std::uint64_t next();
  std::uint64_t operator()() { return next(); }
  // Uniform integer in [0, bound) without modulo bias; bound must be positive.
  std::uint64_t below(std::uint64_t bound);

  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }

 private:
  std::array<std::uint64_t, 4> state_{};
};

// One step of splitmix64: also a good 64-bit mixing function for hash keys.
constexpr std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace zhuge
