#include "search/sanguo/baseline_players.hpp"

#include "engine/sanguo/movegen.hpp"
#include "eval/sanguo/material.hpp"
#include "search/keep_listed.hpp"
#include "search/pick_best.hpp"

namespace zhuge::search::sanguo {

using namespace zhuge::sanguo;
using eval::sanguo::value;

namespace {

// Whether the kingdom to move after `m` can take the piece that `m` moved.
bool left_hanging(const Position& pos, Move m) {
  Position after = pos;
  after.make(m);
  if (after.at(m.to) == kEmpty || after.kingdoms_in_play() < 2) return false;
  MoveList replies;
  generate_legal(after, replies);
  for (Move r : replies) {
    if (r.to == m.to) return true;
  }
  return false;
}

}  // namespace

std::optional<Move> random_move(const Position& pos, Rng& rng, std::span<const Move> only) {
  MoveList moves;
  generate_legal(pos, moves);
  keep_listed(moves, only);
  if (moves.empty() || pos.kingdoms_in_play() < 2) return std::nullopt;
  return moves[int(rng.below(std::uint64_t(moves.size())))];
}

int greedy_score(const Position& pos, Move m) {
  const Piece mover = pos.at(m.from), victim = pos.at(m.to);
  // Most valuable victim first; among equal victims, the least valuable attacker.
  int score = victim == kEmpty ? 0 : 16 * value(victim) - value(mover) / 16;
  if (left_hanging(pos, m)) score -= 16 * value(mover);
  return score;
}

std::optional<Move> greedy_move(const Position& pos, Rng& rng, std::span<const Move> only) {
  if (pos.kingdoms_in_play() < 2) return std::nullopt;
  MoveList moves;
  generate_legal(pos, moves);
  keep_listed(moves, only);
  return pick_best(
      moves, [&](Move m) { return greedy_score(pos, m); }, rng);
}

}  // namespace zhuge::search::sanguo
