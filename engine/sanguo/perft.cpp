#include "engine/sanguo/perft.hpp"

#include "engine/sanguo/movegen.hpp"

namespace zhuge::sanguo {

namespace {

// pos is settled (make() settles every position it reaches).
struct PerftMoves {
  using Position = sanguo::Position;
  using List = MoveList;
  using Action = Move;

  static void generate(const Position& pos, MoveList& moves) {
    if (pos.kingdoms_in_play() > 1) generate_legal(pos, moves);
  }
  static std::uint64_t leaves(const Position&, const MoveList& moves) {
    return static_cast<std::uint64_t>(moves.size());
  }
  template <class Visit>
  static void for_each_child(Position& pos, const MoveList& moves, Visit&& visit) {
    for (Move m : moves) {
      const Undo u = pos.make(m);
      visit(m);
      pos.unmake(u);
    }
  }
  static std::string notation(Move m) { return to_string(m); }
};

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
  return with_settled(pos, [depth](Position& p) { return perft_count<PerftMoves>(p, depth, {}); });
}

DivideCounts divide(Position& pos, int depth, const PerftCancel& cancelled) {
  return with_settled(pos,
                      [&](Position& p) { return perft_divide<PerftMoves>(p, depth, cancelled); });
}

}  // namespace zhuge::sanguo
