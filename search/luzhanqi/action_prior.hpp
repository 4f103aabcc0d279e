#pragma once
// The progressive bias of a new edge: what an action looks worth before any playout, from the
// public position alone. A capture counts its expected material (an attack on a hidden piece
// over the pool), a flip a share of the expected value of what it reveals, since it only
// activates a piece and takes nothing yet. The search's own, apart from the greedy baseline's
// score, so that tuning the prior does not move the yardstick that matches measure against.
#include "engine/luzhanqi/position.hpp"
#include "eval/luzhanqi/material.hpp"

namespace zhuge::search::luzhanqi {

inline double action_prior(const zhuge::luzhanqi::Position& pos, zhuge::luzhanqi::Action a,
                           int flip_percent) {
  using zhuge::luzhanqi::Piece;
  if (a.is_flip()) {
    return flip_percent / 100.0 * eval::luzhanqi::expected_flip_value(pos, pos.side_to_move());
  }
  const Piece defender = pos.at(a.to);
  return defender == Piece::Empty ? 0.0 : eval::luzhanqi::combat_gain(pos.at(a.from), defender);
}

}  // namespace zhuge::search::luzhanqi
