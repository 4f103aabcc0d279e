#include "eval/sanguo/reach.hpp"

#include <algorithm>

namespace zhuge::eval::sanguo {

using namespace zhuge::sanguo;

namespace {

constexpr Piece kBeyond = 0xFF;  // of no type that a scan looks for (not a general)

// Where a line ends: a point past the board, which Board reads as occupied and whose bit in
// Reach::attacks a scan may set but nothing reads.
constexpr Point kLineEnd = kPoints;

// Looked up once: geometry() guards its static on every call.
const Geometry& geo = geometry();

PointSet set_of(const auto& points) {
  PointSet s;
  for (Point p : points) s.set(p);
  return s;
}

// The points a general, advisor or soldier attacks from each point.
struct StepAttacks {
  std::array<PointSet, kPoints> general, advisor;
  std::array<std::array<PointSet, 2>, kPoints> soldier;  // [point][crossed]
};
const auto kSteps = [] {
  StepAttacks steps;
  for (int p = 0; p < kPoints; ++p) {
    steps.general[p] = set_of(geo.general_steps[p]);
    steps.advisor[p] = set_of(geo.advisor_steps[p]);
    for (int crossed = 0; crossed < 2; ++crossed)
      steps.soldier[p][crossed] = set_of(geo.soldier[p][crossed]);
  }
  return steps;
}();

// A piece's jumps from one point that need the same points empty (a horse's two over one leg,
// a flag-bearer's two past the same straight points), tested once for all their targets. A
// point's jumps reach distinct points, so a group's targets count its jumps.
struct JumpGroup {
  std::array<Point, 2> block;
  PointSet targets;
};
using JumpGroups = std::array<FixedList<JumpGroup, 5>, kPoints>;

// Each point's jumps in groups by the points they need empty.
template <int N>
JumpGroups grouped(const std::array<FixedList<Jump, N>, kPoints>& jumps) {
  JumpGroups groups{};
  for (int p = 0; p < kPoints; ++p) {
    auto& list = groups[p];
    for (const Jump& j : jumps[p]) {
      int i = 0;
      while (i < list.size() && list[i].block != j.block) ++i;
      if (i == list.size()) list.push_checked({j.block, {}});
      list[i].targets.set(j.point);
    }
  }
  return groups;
}
const JumpGroups kElephantJumps = grouped(geo.elephant);
const JumpGroups kHorseJumps = grouped(geo.horse);
const JumpGroups kFlagBearerJumps = grouped(geo.flag_bearer);

// The rays of the geometry, [point][ray], each followed by kLineEnd twice: a scan stops at the
// first, and a cannon's scan past its screen at the second.
struct Line {
  std::array<Point, 11> points;
  std::uint8_t fresh;    // as in Ray
  std::uint16_t palace;  // bit i: the i-th point is in a palace
};
const auto kLines = [] {
  std::array<std::array<Line, 5>, kPoints> lines{};
  for (int p = 0; p < kPoints; ++p) {
    for (int r = 0; r < geo.rays[p].size(); ++r) {
      const Ray& ray = geo.rays[p].begin()[r];
      Line& line = lines[p][r];
      line.points.fill(kLineEnd);
      std::copy_n(ray.points.begin(), ray.length, line.points.begin());
      line.fresh = ray.fresh;
      for (int i = 0; i < ray.length; ++i) {
        if (in_palace(ray.points[i])) line.palace |= std::uint16_t(1u << i);
      }
    }
  }
  return lines;
}();

// A chariot's or cannon's attacks; returns how many points it moves to.
template <bool cannon>
int scan_lines(const Board& board, Point from, PointSet& attacks) {
  int mobility = 0;
  for (int n = 0; n < geo.rays[from].size(); ++n) {
    const Line& r = kLines[from][n];
    int i = 0;
    while (!board[r.points[i]]) ++i;
    mobility += std::max(0, i - r.fresh);
    if constexpr (cannon) {
      ++i;
      while (!board[r.points[i]]) ++i;
    } else {  // the empty palace points before the first piece
      for (unsigned bits = r.palace & ((1u << i) - 1); bits; bits &= bits - 1) {
        attacks.set(r.points[__builtin_ctz(bits)]);
      }
    }
    attacks.set(r.points[i]);
  }
  return mobility;
}

// Whether the first piece along some line from the general on `from` is a rival general.
bool faces_general(const Board& board, Point from) {
  for (int n = 0; n < geo.rays[from].size(); ++n) {
    const Line& r = kLines[from][n];
    int i = 0;
    while (!board[r.points[i]]) ++i;
    const Piece first = board[r.points[i]];
    if (first != kBeyond && type_of(first) == PieceType::General &&
        owner_of(first) != owner_of(board[from])) {
      return true;
    }
  }
  return false;
}

}  // namespace

Board padded(const Position& pos) {
  Board b;
  std::copy(pos.board().begin(), pos.board().end(), b.begin());
  std::fill(b.begin() + kPoints, b.end(), kBeyond);
  return b;
}

Reach reach(const Board& board, Point from, const PointSet& own) {
  const Piece piece = board[from];
  Reach r;
  PointSet& attacks = r.attacks;
  int& mobility = r.mobility;
  const auto jumps = [&](const JumpGroups& groups, bool mobile) {
    for (const JumpGroup& g : groups[from]) {
      if (board[g.block[0]] | board[g.block[1]]) continue;  // one branch, not two
      attacks.add(g.targets);
      if (mobile) {
        PointSet moves = g.targets;
        moves.remove(own);
        mobility += moves.count();
      }
    }
  };
  switch (type_of(piece)) {
    case PieceType::General:
      attacks.add(kSteps.general[from]);
      r.faces_general = faces_general(board, from);
      break;
    case PieceType::Advisor:
      attacks.add(kSteps.advisor[from]);
      break;
    case PieceType::Elephant:
      jumps(kElephantJumps, false);
      break;
    case PieceType::Horse:
      jumps(kHorseJumps, true);
      break;
    case PieceType::FlagBearer:
      jumps(kFlagBearerJumps, true);
      break;
    case PieceType::Soldier:
      attacks.add(kSteps.soldier[from][is_crossed(piece)]);
      break;
    case PieceType::Chariot:
      mobility = scan_lines<false>(board, from, attacks);
      break;
    case PieceType::Cannon:
      mobility = scan_lines<true>(board, from, attacks);
      break;
  }
  return r;
}

}  // namespace zhuge::eval::sanguo
