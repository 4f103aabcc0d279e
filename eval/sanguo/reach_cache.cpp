#include "eval/sanguo/reach_cache.hpp"

namespace zhuge::eval::sanguo {

using namespace zhuge::sanguo;

namespace {

// [point x]: the points from which a piece's reach depends on what stands on x, by the kind of
// piece. For chariots, cannons and generals (which may face another): any point on a line
// through x. For jumpers: where x is a block of one of their jumps or, for the two whose
// mobility counts, its target.
struct Watchers {
  PointSet line, horse, flag_bearer, elephant;
};

template <int N>
void add_jumps(const std::array<FixedList<Jump, N>, kPoints>& jumps, bool targets,
               PointSet Watchers::*kind, std::array<Watchers, kPoints>& w) {
  for (int q = 0; q < kPoints; ++q) {
    for (const Jump& j : jumps[q]) {
      for (Point x : j.block) (w[x].*kind).set(Point(q));
      if (targets) (w[j.point].*kind).set(Point(q));
    }
  }
}

const auto kWatchers = [] {
  const Geometry& geo = geometry();
  std::array<Watchers, kPoints> w{};
  for (int q = 0; q < kPoints; ++q) {
    for (const Ray& r : geo.rays[q]) {
      for (int i = 0; i < r.length; ++i) w[r.points[i]].line.set(Point(q));
    }
  }
  add_jumps(geo.horse, true, &Watchers::horse, w);
  add_jumps(geo.flag_bearer, true, &Watchers::flag_bearer, w);
  add_jumps(geo.elephant, false, &Watchers::elephant, w);
  return w;
}();

int type_index(Piece p) {
  return static_cast<int>(type_of(p));
}

}  // namespace

void ReachCache::rebuild(const Position& pos) {
  board_ = padded(pos);
  by_type_ = {};
  for (int k = 0; k < kKingdoms; ++k) {
    const PointSet own = pos.pieces(kingdom(k));
    for_each_point(own, [&](Point p) {
      reach_[p] = reach(board_, p, own);
      by_type_[type_index(board_[p])].set(p);
    });
  }
}

PointSet ReachCache::watching(Point a, Point b) const {
  const auto of = [&](PieceType t, PointSet Watchers::*kind) {
    PointSet s = kWatchers[a].*kind;
    s.add(kWatchers[b].*kind);
    s.keep(by_type_[static_cast<int>(t)]);
    return s;
  };
  PointSet sliders = by_type_[static_cast<int>(PieceType::Chariot)];
  sliders.add(by_type_[static_cast<int>(PieceType::Cannon)]);
  sliders.add(by_type_[static_cast<int>(PieceType::General)]);
  PointSet lines = kWatchers[a].line;
  lines.add(kWatchers[b].line);
  lines.keep(sliders);
  lines.add(of(PieceType::Horse, &Watchers::horse));
  lines.add(of(PieceType::FlagBearer, &Watchers::flag_bearer));
  lines.add(of(PieceType::Elephant, &Watchers::elephant));
  return lines;
}

ReachCache::Mark ReachCache::make(const Position& pos, const Undo& undo) {
  const Mark mark{static_cast<std::uint32_t>(log_.size()), undo.defeats > 0};
  if (mark.rebuilt) {
    rebuild(pos);
    return mark;
  }
  const Move m = undo.move;
  // Not changed here, but logged: a rebuild on a later move and back may have overwritten it
  // while the point was empty, and unmake() brings the piece back to it.
  log_.emplace_back(m.from, reach_[m.from]);
  board_[m.from] = kEmpty;
  board_[m.to] = pos.at(m.to);
  if (undo.captured) by_type_[type_index(undo.captured)].reset(m.to);
  by_type_[type_index(undo.moved)].reset(m.from);
  by_type_[type_index(undo.moved)].set(m.to);
  PointSet changed = watching(m.from, m.to);
  changed.set(m.to);
  for_each_point(changed, [&](Point p) {
    log_.emplace_back(p, reach_[p]);
    reach_[p] = reach(board_, p, pos.pieces(owner_of(board_[p])));
  });
  return mark;
}

void ReachCache::unmake(const Position& pos, const Undo& undo, Mark mark) {
  if (mark.rebuilt) {
    rebuild(pos);
    return;
  }
  for (; log_.size() > mark.log_size; log_.pop_back())
    reach_[log_.back().first] = log_.back().second;
  const Move m = undo.move;
  board_[m.from] = undo.moved;
  board_[m.to] = undo.captured;
  by_type_[type_index(undo.moved)].reset(m.to);
  by_type_[type_index(undo.moved)].set(m.from);
  if (undo.captured) by_type_[type_index(undo.captured)].set(m.to);
}

}  // namespace zhuge::eval::sanguo
