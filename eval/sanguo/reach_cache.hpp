#pragma once
// Every piece's reach (reach.hpp), kept by a search from move to move. A move changes the reach
// only of the pieces that see one of its two points: along a line, over a jump's block or onto
// its target. Only theirs are read again, and the ones replaced are logged for unmake. A move
// that defeats a kingdom hands armies over, which changes what counts as a piece's own; the
// cache is then read again whole, as it is rare.

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "eval/sanguo/reach.hpp"

namespace zhuge::eval::sanguo {

class ReachCache {
 public:
  explicit ReachCache(const zhuge::sanguo::Position& pos) { rebuild(pos); }

  // What unmake() needs to take the cache back.
  struct Mark {
    std::uint32_t log_size = 0;
    bool rebuilt = false;
  };
  // `pos` is the position just after the move of `undo`.
  Mark make(const zhuge::sanguo::Position& pos, const zhuge::sanguo::Undo& undo);
  // `pos` is the position just before the move of `undo` again; moves are taken back in
  // reverse order.
  void unmake(const zhuge::sanguo::Position& pos, const zhuge::sanguo::Undo& undo, Mark mark);
  // Reads every piece's reach from `pos`.
  void rebuild(const zhuge::sanguo::Position& pos);

  // The reach of the piece on p (stale where no piece stands).
  const Reach& at(zhuge::sanguo::Point p) const { return reach_[p]; }

 private:
  // The pieces whose reach a change on `a` or `b` may alter.
  zhuge::sanguo::PointSet watching(zhuge::sanguo::Point a, zhuge::sanguo::Point b) const;

  Board board_;  // the position's, padded
  std::array<Reach, zhuge::sanguo::kPoints> reach_;
  std::array<zhuge::sanguo::PointSet, 8> by_type_;           // [type]: where the pieces of it stand
  std::vector<std::pair<zhuge::sanguo::Point, Reach>> log_;  // replaced reaches, oldest first
};

}  // namespace zhuge::eval::sanguo
