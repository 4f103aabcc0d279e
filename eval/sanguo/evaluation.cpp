#include "eval/sanguo/evaluation.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/sanguo/geometry.hpp"
#include "engine/sanguo/movegen.hpp"

namespace zhuge::eval::sanguo {

using namespace zhuge::sanguo;

namespace {

constexpr int slot(PieceType t, bool crossed) {
  return static_cast<int>(t) | (crossed ? 8 : 0);
}

int popcount(const PointSet& s) {
  return __builtin_popcountll(s.words[0]) + __builtin_popcountll(s.words[1]) +
         __builtin_popcountll(s.words[2]);
}

PointSet both(const PointSet& a, const PointSet& b) {
  PointSet s;
  for (int w = 0; w < 3; ++w) s.words[w] = a.words[w] & b.words[w];
  return s;
}

const std::array<PointSet, kKingdoms>& palaces() {
  static const auto sets = [] {
    std::array<PointSet, kKingdoms> s{};
    for (int p = 0; p < kPoints; ++p) {
      if (in_palace(Point(p))) s[index(half_of(Point(p)))].set(Point(p));
    }
    return s;
  }();
  return sets;
}

// The half a piece's squares are seen from: advisors, elephants and soldiers not yet across are
// at home where they stand; the others go by their owner.
Kingdom reference_half(Piece piece, Point p) {
  const PieceType t = type_of(piece);
  const bool stays = t == PieceType::Advisor || t == PieceType::Elephant ||
                     (t == PieceType::Soldier && !is_crossed(piece));
  return stays ? half_of(p) : owner_of(piece);
}

// What each kingdom's pieces attack (own pieces count as defended) and how many points its
// chariots, horses, cannons and flag-bearers can move to.
struct Activity {
  std::array<PointSet, kKingdoms> attacks{};
  std::array<int, kKingdoms> mobility{};
};

// Looked up once: geometry() guards its static on every call.
const Geometry& geo = geometry();

void scan_piece(const Position& pos, Point from, Activity& a) {
  const auto& board = pos.board();
  const Piece piece = board[from];
  const int k = index(owner_of(piece));
  PointSet& hits = a.attacks[k];
  const auto jumps = [&](const auto& list, bool mobile) {
    for (const Jump& j : list) {
      if (board[j.block[0]] || board[j.block[1]]) continue;
      hits.set(j.point);
      if (mobile && owner_of(board[j.point]) != owner_of(piece)) ++a.mobility[k];
    }
  };
  switch (type_of(piece)) {
    case PieceType::General:
      for (Point p : geo.general_steps[from]) hits.set(p);
      break;
    case PieceType::Advisor:
      for (Point p : geo.advisor_steps[from]) hits.set(p);
      break;
    case PieceType::Elephant:
      jumps(geo.elephant[from], false);
      break;
    case PieceType::Horse:
      jumps(geo.horse[from], true);
      break;
    case PieceType::FlagBearer:
      jumps(geo.flag_bearer[from], true);
      break;
    case PieceType::Soldier:
      for (Point p : geo.soldier[from][is_crossed(piece)]) hits.set(p);
      break;
    case PieceType::Chariot:
    case PieceType::Cannon: {
      const bool cannon = type_of(piece) == PieceType::Cannon;
      for (const Ray& r : geo.rays[from]) {
        int i = 0;
        for (; i < r.length && !board[r.points[i]]; ++i) {
          if (!cannon) hits.set(r.points[i]);
          if (i >= r.fresh) ++a.mobility[k];
        }
        if (cannon) {
          ++i;
          while (i < r.length && !board[r.points[i]]) ++i;
        }
        if (i < r.length) hits.set(r.points[i]);
      }
      break;
    }
  }
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
        square_[s][rel][p] = bonus;
      }
    }
  }
}

int Evaluator::square_bonus(Piece piece, Point p) const {
  const int rel = (index(half_of(p)) - index(reference_half(piece, p)) + kKingdoms) % kKingdoms;
  return square_[(piece >> 2) & 15][rel][p % kHalfPoints];
}

KingdomValues Evaluator::strengths(const Position& pos) const {
  const EvalWeights& w = weights_;
  KingdomValues s{};
  std::array<int, kKingdoms> army{};
  Activity activity;
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k))) continue;
    for_each_point(pos.pieces(kingdom(k)), [&](Point p) {
      const Piece piece = pos.at(p);
      army[k] += value(piece);
      s[k] += square_bonus(piece, p);
      scan_piece(pos, p, activity);
    });
    s[k] += army[k] + w.mobility * activity.mobility[k];
  }

  std::array<std::array<int, kKingdoms>, kKingdoms> pressure{};  // [attacker][target]
  std::array<bool, kKingdoms> checked{};
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k))) continue;
    checked[k] = in_check(pos, kingdom(k));
    if (checked[k]) s[k] -= w.check;
    for (int r = 0; r < kKingdoms; ++r) {
      if (r == k || !pos.in_play(kingdom(r))) continue;
      pressure[k][r] = popcount(both(activity.attacks[k], palaces()[r]));
      s[k] += w.palace_pressure * pressure[k][r];
    }
  }

  // Hanging pieces: the side to move may still save its own.
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k)) || kingdom(k) == pos.side_to_move()) continue;
    PointSet rival_attacks;
    for (int r = 0; r < kKingdoms; ++r) {
      if (r != k && pos.in_play(kingdom(r))) rival_attacks.add(activity.attacks[r]);
    }
    for_each_point(both(pos.pieces(kingdom(k)), rival_attacks), [&](Point p) {
      if (!activity.attacks[k].test(p)) s[k] -= value(pos.at(p)) * w.hanging_percent / 100;
    });
  }

  // The stake: a rival under pressure may fall, and its army goes to whoever takes its general.
  for (int r = 0; r < kKingdoms; ++r) {
    if (!pos.in_play(kingdom(r))) continue;
    int danger = checked[r] ? 3 : 0, taker = -1;
    for (int k = 0; k < kKingdoms; ++k) {
      danger += pressure[k][r];
      if (pressure[k][r] > 0 && (taker < 0 || pressure[k][r] > pressure[taker][r])) taker = k;
    }
    if (taker < 0) continue;
    const int full = std::max(w.stake_danger, 1);
    s[taker] += army[r] * w.stake_permille / 1000 * std::min(danger, full) / full;
  }
  return s;
}

KingdomValues Evaluator::evaluate(const Position& pos) const {
  const KingdomValues s = strengths(pos);
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
