#include "engine/sanguo/zobrist.hpp"

#include "engine/core/rng.hpp"

namespace zhuge::sanguo {

namespace {

constexpr ZobristKeys generate() {
  std::uint64_t state = 0x53616e67756f3030ULL;  // fixed, so keys match across runs and builds
  ZobristKeys k{};
  for (auto& point : k.piece) {
    for (auto& key : point) key = splitmix64(state);
  }
  for (auto& key : k.side) key = splitmix64(state);
  for (auto& key : k.in_play) key = splitmix64(state);
  return k;
}

}  // namespace

constinit const ZobristKeys kZobristKeys = generate();

}  // namespace zhuge::sanguo
