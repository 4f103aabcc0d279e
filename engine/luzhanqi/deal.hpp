#pragma once
// Determinization: one way the hidden pool could lie on the hidden points.
// Search samples these; the match arbiter deals the true game with one.

#include <array>

#include "engine/core/rng.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

// The piece under each hidden point (Piece::Empty elsewhere).
using Deal = std::array<Piece, kSquares>;

// Fills the hidden points of `pos` with a uniformly random permutation of its pool.
Deal sample_deal(const Position& pos, Rng& rng);

}  // namespace zhuge::luzhanqi
