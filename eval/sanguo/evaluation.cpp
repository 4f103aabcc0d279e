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

// The points each kingdom attacks, [kingdom] (own pieces count as defended).
using Attacks = std::array<PointSet, kKingdoms>;

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

KingdomValues Evaluator::strengths(const Position& pos, const PieceSums& sums,
                                   const ReachCache& reaches) const {
  const EvalWeights& w = weights_;
  KingdomValues s{};
  const KingdomValues& army = sums.material;
  Attacks attacks{};
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k))) continue;
    int mobility = 0;
    for_each_point(pos.pieces(kingdom(k)), [&](Point p) {
      attacks[k].add(reaches.at(p).attacks);
      mobility += reaches.at(p).mobility;
    });
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
    checked[r] = rivals_attacks(attacks, r).test(general) || reaches.at(general).faces_general;
    if (checked[r]) s[r] -= w.check;
  }

  // Hanging pieces: the side to move may still save its own.
  for (int k = 0; k < kKingdoms; ++k) {
    if (!pos.in_play(kingdom(k)) || kingdom(k) == pos.side_to_move()) continue;
    PointSet hanging = pos.pieces(kingdom(k));
    hanging.keep(rivals_attacks(attacks, k));
    hanging.remove(attacks[k]);
    for_each_point(hanging, [&](Point p) { s[k] -= value(pos.at(p)) * w.hanging_percent / 100; });
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

KingdomValues Evaluator::evaluate(const Position& pos, const PieceSums& sums,
                                  const ReachCache& reaches) const {
  const KingdomValues s = strengths(pos, sums, reaches);
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
