#pragma once
// The fixed positions `zhuge bench` and the Google Benchmark suite search: the
// start and some midgame and endgame positions of each variant.

#include <span>
#include <string_view>

namespace zhuge::protocol {

struct BenchPosition {
  std::string_view variant;
  std::string_view fen;
};

std::span<const BenchPosition> bench_positions();

}  // namespace zhuge::protocol
