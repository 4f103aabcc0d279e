#include "eval/luzhanqi/evaluation.hpp"

#include <algorithm>

#include "engine/luzhanqi/outcome.hpp"
#include "eval/luzhanqi/material.hpp"
#include "eval/luzhanqi/reach.hpp"

namespace zhuge::eval::luzhanqi {

using namespace zhuge::luzhanqi;

namespace {

struct Material {
  int revealed = 0, hidden = 0;
};

Material material(const Position& pos, Color us) {
  Material m;
  for (Color c : {Color::Red, Color::Blue}) {
    for (Bitboard b = pos.revealed(c); b;) m.revealed += signed_value(pos.at(pop_lowest(b)), us);
  }
  for (int p = 0; p < kPieceKinds; ++p) {
    m.hidden += pos.pool_count(Piece(p)) * signed_value(Piece(p), us);
  }
  return m;
}

// Mines guard the flag; sappers matter while enemy mines remain; a flag whose
// mines are gone is open to any enemy sapper.
void mines_and_flag(const Position& pos, Color us, EvalTerms& t) {
  const Color them = opposite(us);
  const int our_mines = pos.alive(make_piece(us, Kind::Landmine));
  const int their_mines = pos.alive(make_piece(them, Kind::Landmine));
  const int our_sappers = pos.alive(make_piece(us, Kind::Sapper));
  const int their_sappers = pos.alive(make_piece(them, Kind::Sapper));
  t.mines = our_mines - their_mines;
  t.sappers = (their_mines > 0) * our_sappers - (our_mines > 0) * their_sappers;
  t.flag = (their_mines == 0 && our_sappers > 0) - (our_mines == 0 && their_sappers > 0);
}

// Who would win at the move limit, where every piece counts one.
int piece_difference(const Position& pos, Color us) {
  int difference = 0;
  for (int k = 0; k < kKinds; ++k) {
    difference += pos.alive(make_piece(us, Kind(k))) - pos.alive(make_piece(opposite(us), Kind(k)));
  }
  return difference;
}

// Camp safety, railway mobility and pieces frozen on headquarters (rules §4: they never move
// again) of one colour's revealed pieces, added with `sign`.
void placement(const Position& pos, Color c, int sign, EvalTerms& t) {
  for (Bitboard b = pos.revealed(c) & ~pos.immobile(); b;) {
    const Square s = pop_lowest(b);
    const Kind k = kind_of(pos.at(s));
    if (kBoard.camps & bit(s)) t.camp += sign;
    if (kBoard.headquarters & bit(s)) t.frozen += sign * value(pos.at(s));
    int* rail = k == Kind::Sapper         ? &t.rail_sapper
                : k <= Kind::MajorGeneral ? &t.rail_strong
                                          : nullptr;
    if (rail) *rail += sign * std::popcount(rail_reach(pos, s) & ~pos.occupied());
  }
}

}  // namespace

EvalTerms eval_terms(const Position& pos) {
  EvalTerms t;
  const Color us = pos.side_to_move();
  if (us == Color::None) return t;
  const Color them = opposite(us);
  const Material m = material(pos, us);
  t.revealed_material = m.revealed;
  t.hidden_material = m.hidden;
  mines_and_flag(pos, us, t);
  placement(pos, us, 1, t);
  placement(pos, them, -1, t);
  t.threat = best_capture_gain(pos, us);
  t.hanging = best_capture_gain(pos, them);
  t.pieces = piece_difference(pos, us);
  t.quiet_plies = pos.quiet_plies();
  return t;
}

int weigh(const EvalTerms& t, const EvalWeights& w) {
  const int piece_weight = w.piece_count + w.piece_count_late * t.quiet_plies / kMoveLimit;
  return t.revealed_material + t.hidden_material * w.hidden_material_percent / 100 +
         w.mine_guard * t.mines + w.sapper_versus_mines * t.sappers + w.flag_exposed * t.flag +
         t.pieces * piece_weight + w.camp * t.camp - t.frozen * w.frozen_percent / 100 +
         w.rail_strong * t.rail_strong + w.rail_sapper * t.rail_sapper +
         t.threat * w.threat_percent / 100 - t.hanging * w.hanging_percent / 100;
}

int evaluate(const Position& pos, const EvalWeights& w) {
  return weigh(eval_terms(pos), w);
}

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

}  // namespace zhuge::eval::luzhanqi
