#include "protocol/bench_positions.hpp"

#include <array>

namespace zhuge::protocol {

namespace {

// Midgames and the endgame come from seeded random play.
constexpr std::array kPositions = {
    BenchPosition{"luzhanqi-flip",
                  "?????/?????/?1?1?/??1??/?1?1?/?????/?????/?1?1?/??1??/?1?1?/?????/????? - "
                  "MGDDRRCCJJKKKTTTSSSBBLLLFmgddrrccjjkkktttsssbblllf 0 0"},
    BenchPosition{"luzhanqi-flip",
                  "?L?ds/1????/?t?2/??1??/?j2?/???2/?1?R?/?3?/?lt?F/?1?1S/?JB1?/?K??b b "
                  "MDDRCCJKKTTTSSLLmgdrccjkktssllf 3 60"},
    BenchPosition{"luzhanqi-flip",
                  "?LJ?J/D???m/cT?2/?1K?b/?4/????l/1??ks/l1?1?/R?MC?/2?1l/?T1??/??dk? r "
                  "GRCKKTSSSBLLFgdrrjjktttsbf 2 90"},
    BenchPosition{"luzhanqi-flip",
                  "fLJ1J/D1g1m/cT3/2K1b/1d3/r3l/3ks/l4/R1MC1/3Sl/1T2S/1L1kF b - 5 160"},
    BenchPosition{"sanguo",
                  "9/rP1rP1rP1rP1rP/1rC1rF1rF1rC1/9/rRrHrErArKrArErHrR|"
                  "9/gP1gP1gP1gP1gP/1gC1gF1gF1gC1/9/gRgHgEgAgKgAgEgHgR|"
                  "9/bP1bP1bP1bP1bP/1bC1bF1bF1bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1"},
    BenchPosition{"sanguo",
                  "9/rP1rP1rP1rP1rP/1rC5rC1/9/rRrHrErArKrArErHrR|"
                  "9/gP1gP1gP1gP1gP/1gC5gC1/9/gRgHgEgAgKgAgEgHgR|"
                  "9/bP1bP1bP1bP1bP/1bC5bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1"},
    BenchPosition{"sanguo",
                  "4rP4/rP1rP3rP1rP/2rHrF4rE/5rK3/rR1rErA1rA1rR1|9/gP1gP1gP1gP1gP/gH8/gF3gA4/"
                  "2gEgA1gKgEgR1|1gCgF6/bP3bP1bP1bP/4bEbF2bR/bF8/bR1bEbAbKbA3 g rgb 8 14"},
    BenchPosition{"sanguo",
                  "8rP/4rP4/4rK4/9/2rE6|1rp6rC/gP8/gH8/gFrF1gK5/9|"
                  "gF1bP1bPbR2bP/9/bE6bR1/2bFbK5/3bF1bAbE2 r rgb 2 41"},
};

}  // namespace

std::span<const BenchPosition> bench_positions() {
  return kPositions;
}

}  // namespace zhuge::protocol
