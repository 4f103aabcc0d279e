#include "eval/luzhanqi/evaluation.hpp"

#include <algorithm>

#include "engine/luzhanqi/outcome.hpp"
#include "eval/luzhanqi/material.hpp"
#include "eval/luzhanqi/reach.hpp"

namespace zhuge::eval::luzhanqi {

using namespace zhuge::luzhanqi;

namespace {

// Revealed material plus the pool's pieces at a share of their value.
int material(const Position& pos, Color us, const EvalWeights& w) {
  int revealed = 0, hidden = 0;
  for (Color c : {Color::Red, Color::Blue}) {
    for (Bitboard b = pos.revealed(c); b;) revealed += signed_value(pos.at(pop_lowest(b)), us);
  }
  for (int p = 0; p < kPieceKinds; ++p) {
    hidden += pos.pool_count(Piece(p)) * signed_value(Piece(p), us);
  }
  return revealed + hidden * w.hidden_material_percent / 100;
}

// Mines guard the flag; sappers matter while enemy mines remain; a flag whose
// mines are gone is open to any enemy sapper.
int mines_and_flag(const Position& pos, Color us, const EvalWeights& w) {
  const Color them = opposite(us);
  const int our_mines = pos.alive(make_piece(us, Kind::Landmine));
  const int their_mines = pos.alive(make_piece(them, Kind::Landmine));
  const int our_sappers = pos.alive(make_piece(us, Kind::Sapper));
  const int their_sappers = pos.alive(make_piece(them, Kind::Sapper));
  int score = w.mine_guard * (our_mines - their_mines);
  score +=
      w.sapper_versus_mines * ((their_mines > 0) * our_sappers - (our_mines > 0) * their_sappers);
  if (our_mines == 0 && their_sappers > 0) score -= w.flag_exposed;
  if (their_mines == 0 && our_sappers > 0) score += w.flag_exposed;
  return score;
}

// Who would win at the move limit, where every piece counts one.
int piece_count(const Position& pos, Color us, const EvalWeights& w) {
  int difference = 0;
  for (int k = 0; k < kKinds; ++k) {
    difference += pos.alive(make_piece(us, Kind(k))) - pos.alive(make_piece(opposite(us), Kind(k)));
  }
  const int weight = w.piece_count + w.piece_count_late * pos.quiet_plies() / kMoveLimit;
  return difference * weight;
}

// Camp safety and railway mobility of one colour's revealed pieces.
int placement(const Position& pos, Color c, const EvalWeights& w) {
  int score = 0;
  for (Bitboard b = pos.revealed(c) & ~pos.immobile(); b;) {
    const Square s = pop_lowest(b);
    const Kind k = kind_of(pos.at(s));
    if (kBoard.camps & bit(s)) score += w.camp;
    const int weight = k == Kind::Sapper         ? w.rail_sapper
                       : k <= Kind::MajorGeneral ? w.rail_strong
                                                 : 0;
    if (weight) score += weight * std::popcount(rail_reach(pos, s) & ~pos.occupied());
  }
  return score;
}

}  // namespace

int best_capture_gain(const Position& pos, Color attacker) {
  const Color defender = opposite(attacker);
  Bitboard targets = pos.revealed(defender) & ~kBoard.camps;
  const bool flag_open = pos.mines_cleared(defender);
  int best = 0;
  for (Bitboard b = pos.revealed(attacker) & ~pos.immobile(); b;) {
    const Square from = pop_lowest(b);
    const Piece a = pos.at(from);
    Bitboard hits = reach(pos, from) & targets;
    if (!(flag_open && kind_of(a) == Kind::Sapper)) hits &= ~pos.flags();
    while (hits) best = std::max(best, combat_gain(a, pos.at(pop_lowest(hits))));
  }
  return best;
}

int evaluate(const Position& pos, const EvalWeights& w) {
  const Color us = pos.side_to_move();
  if (us == Color::None) return 0;
  const Color them = opposite(us);
  return material(pos, us, w) + mines_and_flag(pos, us, w) + piece_count(pos, us, w) +
         placement(pos, us, w) - placement(pos, them, w) +
         best_capture_gain(pos, us) * w.threat_percent / 100 -
         best_capture_gain(pos, them) * w.hanging_percent / 100;
}

}  // namespace zhuge::eval::luzhanqi
