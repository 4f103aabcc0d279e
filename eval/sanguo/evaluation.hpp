#pragma once
// The Sanguo evaluation: every kingdom's value from its own view, zero-sum among the kingdoms in
// play. Each kingdom gets a strength (material, piece-square terms, mobility, pressure on the
// rival palaces, its general's safety, hanging pieces, and the army-transfer stake); its value is
// its strength less the mean strength of its rivals in play, plus a bonus per rival already
// defeated (fewer to share the win with; draw() gives the same). A defeated kingdom is at
// kDefeated.

#include <array>

#include "engine/sanguo/position.hpp"
#include "eval/sanguo/reach_cache.hpp"
#include "eval/sanguo/weights.hpp"

namespace zhuge::eval::sanguo {

using KingdomValues = std::array<int, zhuge::sanguo::kKingdoms>;

// Per kingdom, the sums over its pieces that a search keeps from move to move (update()) rather
// than counting them again at every evaluation.
struct PieceSums {
  KingdomValues material{};  // the pieces' values
  KingdomValues placed{};    // values plus piece-square bonuses
};

inline constexpr int kDefeated = -30000;
inline constexpr int kMaxEval = 20000;  // values stay well inside the range of decided games

class Evaluator {
 public:
  explicit Evaluator(const EvalWeights& weights = {});

  KingdomValues evaluate(const zhuge::sanguo::Position& pos) const {
    return evaluate(pos, sums(pos), ReachCache(pos));
  }
  // The same with the position's piece sums and reaches given.
  KingdomValues evaluate(const zhuge::sanguo::Position& pos, const PieceSums& sums,
                         const ReachCache& reaches) const;
  // Each kingdom's strength before the rivals are subtracted (0 for a defeated kingdom).
  KingdomValues strengths(const zhuge::sanguo::Position& pos) const {
    return strengths(pos, sums(pos), ReachCache(pos));
  }
  KingdomValues strengths(const zhuge::sanguo::Position& pos, const PieceSums& sums,
                          const ReachCache& reaches) const;
  // The piece sums of `pos`, counted from scratch.
  PieceSums sums(const zhuge::sanguo::Position& pos) const;
  // `s`, the sums before the move of `undo`, brought to `pos`, the position after it.
  void update(PieceSums& s, const zhuge::sanguo::Position& pos,
              const zhuge::sanguo::Undo& undo) const;
  // The value of a draw for a kingdom in play, with n kingdoms in play.
  int draw(int n) const { return weights_.rival_defeated * (zhuge::sanguo::kKingdoms - n); }
  int value(zhuge::sanguo::Piece p) const { return value_[(p >> 2) & 15]; }

 private:
  EvalWeights weights_;
  std::array<int, 16> value_{};  // by type and crossed mark
  // Material plus piece-square bonus, [piece byte's low 6 bits: owner, type, crossed][point]:
  // one lookup per piece, the home half already resolved.
  std::array<std::array<int, zhuge::sanguo::kPoints>, 64> placed_{};
};

}  // namespace zhuge::eval::sanguo
