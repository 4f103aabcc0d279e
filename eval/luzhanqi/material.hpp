#pragma once
// Material values of Luzhanqi pieces, in centi-pieces, and the expected value
// of what a flip reveals. The greedy player and later evaluations share them.

#include <array>

#include "engine/luzhanqi/position.hpp"

namespace zhuge::eval::luzhanqi {

using zhuge::luzhanqi::Color;
using zhuge::luzhanqi::Kind;
using zhuge::luzhanqi::Piece;
using zhuge::luzhanqi::Position;

// Indexed by Kind: officers by rank; a sapper is worth more than its rank
// because only sappers clear mines and take the flag; the flag is the game.
inline constexpr std::array<int, zhuge::luzhanqi::kKinds> kPieceValue = {
    1000, 800, 600, 450, 350, 280, 200, 140, 220, 600, 300, 10000};

constexpr int value(Piece p) {
  return kPieceValue[static_cast<int>(kind_of(p))];
}

// The value to `us` of a piece: positive for ours, negative for theirs.
constexpr int signed_value(Piece p, Color us) {
  return color_of(p) == us ? value(p) : -value(p);
}

// What an attack wins for the attacker's side: the defender's value if it
// falls, less the attacker's if it falls (rules §5 decides who falls).
int combat_gain(Piece attacker, Piece defender);

// The mean signed value to `us` of the piece the next flip reveals, drawn from
// the pool; 0 when nothing is hidden or before colours exist.
double expected_flip_value(const Position& pos, Color us);

}  // namespace zhuge::eval::luzhanqi
