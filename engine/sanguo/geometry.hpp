#pragma once
// The board as §2 of the rules defines it (lines and cells), and the move tables derived from
// it once: every piece's reach is computed from lines and cells, never written out by hand.

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/fixed_list.hpp"
#include "engine/sanguo/types.hpp"

namespace zhuge::sanguo {

// A set of points, one bit each.
struct PointSet {
  std::array<std::uint64_t, 3> words{};

  void set(Point p) { words[p >> 6] |= std::uint64_t{1} << (p & 63); }
  void reset(Point p) { words[p >> 6] &= ~(std::uint64_t{1} << (p & 63)); }
  bool test(Point p) const { return (words[p >> 6] >> (p & 63)) & 1; }
  void add(const PointSet& s) {
    for (int w = 0; w < 3; ++w) words[w] |= s.words[w];
  }
  void remove(const PointSet& s) {
    for (int w = 0; w < 3; ++w) words[w] &= ~s.words[w];
  }
  void keep(const PointSet& s) {  // only the points also in s
    for (int w = 0; w < 3; ++w) words[w] &= s.words[w];
  }
  int count() const {
    return __builtin_popcountll(words[0]) + __builtin_popcountll(words[1]) +
           __builtin_popcountll(words[2]);
  }
  bool operator==(const PointSet&) const = default;
};

// Calls f(point) for each point of the set, lowest first.
template <class F>
void for_each_point(PointSet s, F&& f) {
  for (int w = 0; w < 3; ++w) {
    for (std::uint64_t bits = s.words[w]; bits; bits &= bits - 1) {
      f(static_cast<Point>(w * 64 + __builtin_ctzll(bits)));
    }
  }
}

// Whether f(point) holds for some point of the set, trying the lowest first.
template <class F>
bool any_point(PointSet s, F&& f) {
  for (int w = 0; w < 3; ++w) {
    for (std::uint64_t bits = s.words[w]; bits; bits &= bits - 1) {
      if (f(static_cast<Point>(w * 64 + __builtin_ctzll(bits)))) return true;
    }
  }
  return false;
}

// The points met going one way along one line from a point. Two centre lines share a
// kingdom's e-file and part ways at the triangle, so rays of one point may share a first
// stretch; points before `fresh` were already met on an earlier ray of the same point, so a
// generator produces a destination only from `fresh` on and each move exactly once.
struct Ray {
  std::array<Point, 9> points{};
  std::uint8_t length = 0;
  std::uint8_t fresh = 0;
};

// A jump to or from `point` that needs `block[0]` and `block[1]` empty: a horse's leg (twice),
// an elephant's eye (twice) or a flag-bearer's two straight points.
struct Jump {
  Point point = kNoPoint;
  std::array<Point, 2> block{kNoPoint, kNoPoint};
  bool operator==(const Jump&) const = default;
};

struct Geometry {
  // The model of §2.
  std::vector<std::vector<Point>> lines;    // 15 ranks, 12 river files, 3 centre files
  std::vector<std::array<Point, 4>> cells;  // 108 four-sided faces, corners in cyclic order
  std::array<FixedList<Point, 5>, kPoints> neighbours;  // orthogonal neighbours

  // Moves from a point.
  std::array<FixedList<Ray, 5>, kPoints> rays;
  std::array<FixedList<Point, 4>, kPoints> general_steps;  // inside the point's palace
  std::array<FixedList<Point, 4>, kPoints> advisor_steps;  // along the palace's diagonals
  std::array<FixedList<Jump, 4>, kPoints> elephant;
  std::array<FixedList<Jump, 10>, kPoints> horse;
  std::array<FixedList<Jump, 10>, kPoints> flag_bearer;
  std::array<std::array<FixedList<Point, 3>, 2>, kPoints> soldier;  // [point][crossed]

  // The same jumps and steps seen from their target, to find attackers of a point.
  std::array<FixedList<Jump, 4>, kPoints> elephant_from;
  std::array<FixedList<Jump, 10>, kPoints> horse_from;
  std::array<FixedList<Jump, 10>, kPoints> flag_bearer_from;
  std::array<FixedList<Point, 4>, kPoints> advisor_from;
  std::array<std::array<FixedList<Point, 4>, 2>, kPoints> soldier_from;  // [point][crossed]
  // Every point whose content can decide whether a point is attacked: its rays, and the origins
  // and blocks of the jumps and steps onto it. A move that touches none leaves it as it was.
  std::array<PointSet, kPoints> attack_paths;
};

const Geometry& geometry();

}  // namespace zhuge::sanguo
