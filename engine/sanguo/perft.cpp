#include "engine/sanguo/perft.hpp"

#include <algorithm>

#include "engine/sanguo/movegen.hpp"

namespace zhuge::sanguo {

namespace {

// pos is settled (make() settles every position it reaches). The last ply is counted in bulk.
std::uint64_t count(Position& pos, int depth, const PerftCancel& cancelled) {
  if (pos.kingdoms_in_play() == 1) return 0;
  MoveList moves;
  generate_legal(pos, moves);
  if (depth == 1) return static_cast<std::uint64_t>(moves.size());
  if (cancelled && cancelled()) return 0;  // above the bulk-counted ply: rarely asked
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    const Undo u = pos.make(m);
    nodes += count(pos, depth - 1, cancelled);
    pos.unmake(u);
  }
  return nodes;
}

// A position read from a FEN may have a side to move without a legal move: settle it first.
template <class F>
auto with_settled(Position& pos, F&& f) {
  if (pos.kingdoms_in_play() > 1 && !has_legal_move(pos)) {
    Position settled = pos;
    settled.settle();
    return f(settled);
  }
  return f(pos);
}

}  // namespace

std::uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  return with_settled(pos, [depth](Position& p) { return count(p, depth, {}); });
}

std::vector<std::pair<std::string, std::uint64_t>> divide(Position& pos, int depth,
                                                          const PerftCancel& cancelled) {
  std::vector<std::pair<std::string, std::uint64_t>> result;
  if (depth <= 0) return result;
  with_settled(pos, [&](Position& p) {
    if (p.kingdoms_in_play() == 1) return;
    MoveList moves;
    generate_legal(p, moves);
    for (Move m : moves) {
      const Undo u = p.make(m);
      result.emplace_back(to_string(m), depth == 1 ? 1 : count(p, depth - 1, cancelled));
      p.unmake(u);
    }
  });
  std::sort(result.begin(), result.end());
  return result;
}

}  // namespace zhuge::sanguo
