#pragma once
// The 60-point board as static tables: roads, railways, camps and headquarters
// (rules §1). Built once at compile time from the rule text's description;
// move generation reads only these tables.

#include <array>
#include <bit>
#include <cstdint>

#include "engine/luzhanqi/types.hpp"

namespace zhuge::luzhanqi {

// One bit per square, bit i = square i.
using Bitboard = std::uint64_t;

constexpr Bitboard bit(Square s) {
  return Bitboard{1} << s;
}
constexpr Square lowest_square(Bitboard b) {
  return Square(std::countr_zero(b));
}
constexpr Square pop_lowest(Bitboard& b) {
  const Square s = lowest_square(b);
  b &= b - 1;
  return s;
}

enum Direction : int { North, East, South, West };
inline constexpr int kDirections = 4;
inline constexpr std::uint8_t kNoSquare = 0xff;

struct BoardGeometry {
  std::array<Bitboard, kSquares> road{};  // one step along any road
  std::array<Bitboard, kSquares> rail{};  // one step along a railway edge
  // The next railway point straight on in each direction, or kNoSquare.
  std::array<std::array<std::uint8_t, kDirections>, kSquares> rail_step{};
  Bitboard camps = 0;
  Bitboard headquarters = 0;
  Bitboard railway = 0;
};

namespace detail {

constexpr bool is_camp(int file, int rank) {  // 0-based file and rank
  const int r = rank < 6 ? rank : 11 - rank;  // mirror the north half onto the south
  return (r == 2 || r == 4) ? (file == 1 || file == 3) : (r == 3 && file == 2);
}

constexpr bool is_railway_point(int file, int rank) {
  const bool rail_rank = rank == 1 || rank == 5 || rank == 6 || rank == 10;
  const bool rail_file = (file == 0 || file == 4) && rank >= 1 && rank <= 10;
  return rail_rank || rail_file;
}

// Railway edges: along ranks 2, 6, 7, 11; along files a and e from rank 2 to 11;
// and the middle crossing c6-c7.
constexpr bool is_railway_edge(int f1, int r1, int f2, int r2) {
  if (!is_railway_point(f1, r1) || !is_railway_point(f2, r2)) return false;
  if (r1 == r2) return true;  // both on one railway rank
  if (f1 != f2) return false;
  return f1 == 0 || f1 == 4 || (f1 == 2 && r1 + r2 == 11);
}

// Orthogonal neighbours are joined by a road, except across the front (ranks
// 6-7), which only files a, c and e cross.
constexpr bool is_orthogonal_road(int f1, int r1, int f2, int r2) {
  const bool crosses_front = (r1 <= 5) != (r2 <= 5);
  return !crosses_front || (f1 == f2 && f1 % 2 == 0);
}

constexpr BoardGeometry build_geometry() {
  constexpr int df[kDirections] = {0, 1, 0, -1};
  constexpr int dr[kDirections] = {1, 0, -1, 0};
  BoardGeometry g;
  for (int s = 0; s < kSquares; ++s) {
    g.rail_step[s].fill(kNoSquare);
    const int f = s % kFiles, r = s / kFiles;
    if (is_camp(f, r)) g.camps |= bit(Square(s));
    if (r % 11 == 0 && f % 2 == 1) g.headquarters |= bit(Square(s));
    if (is_railway_point(f, r)) g.railway |= bit(Square(s));
  }
  for (int s = 0; s < kSquares; ++s) {
    const int f = s % kFiles, r = s / kFiles;
    for (int d = 0; d < kDirections; ++d) {
      const int nf = f + df[d], nr = r + dr[d];
      if (nf < 0 || nf >= kFiles || nr < 0 || nr >= kRanks) continue;
      const auto n = make_square(nf, nr);
      if (is_orthogonal_road(f, r, nf, nr)) g.road[s] |= bit(n);
      if (is_railway_edge(f, r, nf, nr)) {
        g.rail[s] |= bit(n);
        g.rail_step[s][d] = n;
      }
    }
  }
  // Every camp is joined to its four diagonal neighbours, both ways.
  for (int s = 0; s < kSquares; ++s) {
    if (!(g.camps & bit(Square(s)))) continue;
    const int f = s % kFiles, r = s / kFiles;
    for (int df2 : {-1, 1}) {
      for (int dr2 : {-1, 1}) {
        const auto n = make_square(f + df2, r + dr2);
        g.road[s] |= bit(n);
        g.road[n] |= bit(Square(s));
      }
    }
  }
  return g;
}

}  // namespace detail

inline constexpr BoardGeometry kBoard = detail::build_geometry();

}  // namespace zhuge::luzhanqi
