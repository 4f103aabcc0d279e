#include "eval/sanguo/evaluation.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/sanguo/geometry.hpp"

namespace zhuge::eval::sanguo {

using namespace zhuge::sanguo;

namespace {

constexpr int slot(PieceType t, bool crossed) {
  return static_cast<int>(t) | (crossed ? 8 : 0);
}

// The board as the evaluation reads it: every byte past the last point (kNoPoint's too) reads
// as occupied, so that a scan along a line (kLines) stops at the line's end without counting.
using Board = std::array<Piece, 256>;
constexpr Piece kBeyond = 0xFF;  // of no type that a scan looks for (not a general)

Board padded(const Position& pos) {
  Board b;
  std::copy(pos.board().begin(), pos.board().end(), b.begin());
  std::fill(b.begin() + kPoints, b.end(), kBeyond);
  return b;
}

// The nine points of each kingdom's palace.
const auto kPalaces = [] {
  std::array<PointSet, kKingdoms> palaces{};
  for (int p = 0; p < kPoints; ++p) {
    if (in_palace(Point(p))) palaces[index(half_of(Point(p)))].set(Point(p));
  }
  return palaces;
}();

// The half a piece's squares are seen from: advisors, elephants and soldiers not yet across are
// at home where they stand; the others go by their owner.
Kingdom reference_half(Piece piece, Point p) {
  const PieceType t = type_of(piece);
  const bool stays = t == PieceType::Advisor || t == PieceType::Elephant ||
                     (t == PieceType::Soldier && !is_crossed(piece));
  return stays ? half_of(p) : owner_of(piece);
}

// The points each kingdom attacks, [kingdom] (own pieces count as defended). Only attacks on
// pieces and on palace points are looked at, so a chariot's on other empty points are left out.
using Attacks = std::array<PointSet, kKingdoms>;

// Where a line ends: a point past the board, which Board reads as occupied and whose bit in
// Attacks a scan may set but nothing reads.
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
using JumpGroups = std::array<SmallList<JumpGroup, 5>, kPoints>;

// Each point's jumps in groups by the points they need empty.
template <int N>
JumpGroups grouped(const std::array<SmallList<Jump, N>, kPoints>& jumps) {
  JumpGroups groups{};
  for (int p = 0; p < kPoints; ++p) {
    auto& list = groups[p];
    for (const Jump& j : jumps[p]) {
      int i = 0;
      while (i < list.size() && list.items[i].block != j.block) ++i;
      if (i == list.size()) list.push({j.block, {}});
      list.items[i].targets.set(j.point);
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

// Adds what the piece on `from` attacks to its owner's `attacks` (`own` are the owner's pieces);
// returns how many points it moves to, if it counts.
int scan_piece(const Board& board, Point from, const PointSet& own, PointSet& attacks) {
  const Piece piece = board[from];
  int mobility = 0;
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
  return mobility;
}

// [from][to]: bit r for each ray r from `from` that passes `to` (lines that bend at the centre
// may meet again).
const auto kRaysTo = [] {
  std::array<std::array<std::uint8_t, kPoints>, kPoints> rays_to{};
  for (int p = 0; p < kPoints; ++p) {
    for (int r = 0; r < geo.rays[p].size(); ++r) {
      for (Point q : kLines[p][r].points) {
        if (q != kLineEnd) rays_to[p][q] |= std::uint8_t(1u << r);
      }
    }
  }
  return rays_to;
}();

// Whether a rival general faces the general on g along a line: it then attacks g like a
// chariot (§4), which its steps in Attacks do not show. Most rivals share no line with g.
bool faces_general(const Position& pos, const Board& board, Point g) {
  for (int k = 0; k < kKingdoms; ++k) {
    const Point rival = pos.general(kingdom(k));
    if (rival == g || rival == kNoPoint) continue;
    for (unsigned rays = kRaysTo[g][rival]; rays; rays &= rays - 1) {
      const Line& r = kLines[g][__builtin_ctz(rays)];
      int i = 0;
      while (!board[r.points[i]]) ++i;
      if (r.points[i] == rival) return true;
    }
  }
  return false;
}

// The points some rival of kingdom k attacks.
PointSet rivals_attacks(const Attacks& attacks, int k) {
  PointSet s = attacks[(k + 1) % kKingdoms];
  s.add(attacks[(k + 2) % kKingdoms]);
  return s;
}

}  // namespace

Evaluator::Evaluator(const EvalWeights& w) : weights_(w) {
  const std::array<std::pair<int, int>, 9> values = {{
      {slot(PieceType::Advisor, false), w.advisor},
      {slot(PieceType::Elephant, false), w.elephant},
      {slot(PieceType::Horse, false), w.horse},
      {slot(PieceType::Chariot, false), w.chariot},
      {slot(PieceType::Cannon, false), w.cannon},
      {slot(PieceType::Soldier, false), w.soldier},
      {slot(PieceType::Soldier, true), w.crossed_soldier},
      {slot(PieceType::FlagBearer, false), w.flag_bearer},
      {slot(PieceType::General, false), 0},
  }};
  for (const auto& [s, v] : values) value_[s] = v;

  // [type and crossed][half relative to the piece's home: own, next's, previous'][point in half]
  std::array<std::array<std::array<int, kHalfPoints>, 3>, 16> square{};
  for (int s = 0; s < 16; ++s) {
    const auto t = static_cast<PieceType>(s & 7);
    const bool crossed = s & 8;
    for (int rel = 0; rel < 3; ++rel) {
      for (int p = 0; p < kHalfPoints; ++p) {
        const int file = p % kFiles, rank = p / kFiles + 1;
        const int centre = 4 - std::abs(file - 4);
        const bool palace_front = file >= 3 && file <= 5 && rank <= 3;
        int bonus = 0;
        if (t == PieceType::Soldier) {
          // At home a soldier advances up to rank 5; across, down towards a rival's rank 1.
          bonus = crossed ? w.soldier_advance * (6 - rank) + w.centre_file * centre
                          : w.soldier_advance * (rank - 4);
        } else if (t == PieceType::Horse || t == PieceType::Cannon || t == PieceType::FlagBearer ||
                   t == PieceType::Chariot) {
          if (t != PieceType::Chariot) bonus += w.centre_file * centre;
          if (rel != 0) bonus += w.forward + (palace_front ? w.near_palace : 0);
        }
        square[s][rel][p] = bonus;
      }
    }
  }
  for (int low = 0; low < 64; ++low) {
    const auto piece = static_cast<Piece>(0x80 | low);
    for (int p = 0; p < kPoints; ++p) {
      const int rel =
          (index(half_of(Point(p))) - index(reference_half(piece, Point(p))) + kKingdoms) %
          kKingdoms;
      placed_[low][p] = value(piece) + square[(piece >> 2) & 15][rel][p % kHalfPoints];
    }
  }
}

PieceSums Evaluator::sums(const Position& pos) const {
  PieceSums s;
  for (int k = 0; k < kKingdoms; ++k) {
    for_each_point(pos.pieces(kingdom(k)), [&](Point p) {
      s.material[k] += value(pos.at(p));
      s.placed[k] += placed_[pos.at(p) & 63][p];
    });
  }
  return s;
}

void Evaluator::update(PieceSums& s, const Position& pos, const Undo& undo) const {
  if (undo.defeats) {  // armies changed hands: rare enough to count again
    s = sums(pos);
    return;
  }
  const Move m = undo.move;
  const int mover = index(undo.side);
  const Piece now = pos.at(m.to);  // a soldier may have crossed
  s.material[mover] += value(now) - value(undo.moved);
  s.placed[mover] += placed_[now & 63][m.to] - placed_[undo.moved & 63][m.from];
  if (undo.captured) {
    const int victim = index(owner_of(undo.captured));
    s.material[victim] -= value(undo.captured);
    s.placed[victim] -= placed_[undo.captured & 63][m.to];
  }
}

KingdomValues Evaluator::strengths(const Position& pos, const PieceSums& sums) const {
  const EvalWeights& w = weights_;
  const Board board = padded(pos);
  KingdomValues s{};
  const KingdomValues& army = sums.material;
  Attacks attacks{};
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k))) continue;
    const PointSet own = pos.pieces(kingdom(k));
    int mobility = 0;
    for_each_point(own, [&](Point p) { mobility += scan_piece(board, p, own, attacks[k]); });
    s[k] = sums.placed[k] + w.mobility * mobility;
  }

  std::array<std::array<int, kKingdoms>, kKingdoms> pressure{};  // [attacker][target]
  std::array<bool, kKingdoms> checked{};
  for (int r = 0; r < kKingdoms; ++r) {
    if (!pos.in_play(kingdom(r))) continue;
    for (int k = 0; k < kKingdoms; ++k) {
      if (k == r) continue;
      PointSet pressed = attacks[k];
      pressed.keep(kPalaces[r]);
      pressure[k][r] = pressed.count();
      s[k] += w.palace_pressure * pressure[k][r];
    }
    const Point general = pos.general(kingdom(r));
    checked[r] = rivals_attacks(attacks, r).test(general) || faces_general(pos, board, general);
    if (checked[r]) s[r] -= w.check;
  }

  // Hanging pieces: the side to move may still save its own.
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k)) || kingdom(k) == pos.side_to_move()) continue;
    PointSet hanging = pos.pieces(kingdom(k));
    hanging.keep(rivals_attacks(attacks, k));
    hanging.remove(attacks[k]);
    for_each_point(hanging, [&](Point p) { s[k] -= value(board[p]) * w.hanging_percent / 100; });
  }

  // The stake: a rival under pressure may fall, and its army goes to whoever takes its general.
  for (int r = 0; r < kKingdoms; ++r) {
    if (!pos.in_play(kingdom(r))) continue;
    int danger = checked[r] ? 3 : 0, taker = -1;
    // In turn order from the side to move: of two rivals pressing alike, the one to move first
    // may take the general first (and no kingdom is favoured by its index).
    for (int i = 0; i < kKingdoms; ++i) {
      const int k = (index(pos.side_to_move()) + i) % kKingdoms;
      danger += pressure[k][r];
      if (pressure[k][r] > 0 && (taker < 0 || pressure[k][r] > pressure[taker][r])) taker = k;
    }
    if (taker < 0) continue;
    const int full = std::max(w.stake_danger, 1);
    s[taker] += army[r] * w.stake_permille / 1000 * std::min(danger, full) / full;
  }
  return s;
}

KingdomValues Evaluator::evaluate(const Position& pos, const PieceSums& sums) const {
  const KingdomValues s = strengths(pos, sums);
  const int n = pos.kingdoms_in_play();
  int total = 0;
  for (int k = 0; k < kKingdoms; ++k) total += pos.in_play(kingdom(k)) ? s[k] : 0;
  KingdomValues v{};
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k))) {
      v[k] = kDefeated;
    } else if (n > 1) {
      // Strength less the rivals' mean: n·s − total over n − 1 keeps the sum zero up to rounding.
      v[k] = std::clamp((n * s[k] - total) / (n - 1) + draw(n), -kMaxEval, kMaxEval);
    }
  }
  return v;
}

}  // namespace zhuge::eval::sanguo
