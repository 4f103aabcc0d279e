// The reaches a ReachCache keeps from move to move equal those read again from scratch, through
// captures, crossings, defeats and army transfers, and again as every move is taken back.

#include <catch2/catch.hpp>

#include <utility>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "eval/sanguo/reach_cache.hpp"

namespace {

using namespace zhuge::sanguo;
using zhuge::eval::sanguo::ReachCache;

// The first piece whose kept reach differs from the one read from scratch; kNoPoint if none.
Point first_stale(const Position& pos, const ReachCache& kept) {
  const ReachCache fresh(pos);
  for (int k = 0; k < kKingdoms; ++k) {
    Point stale = kNoPoint;
    for_each_point(pos.pieces(kingdom(k)), [&](Point p) {
      if (stale == kNoPoint && !(kept.at(p) == fresh.at(p))) stale = p;
    });
    if (stale != kNoPoint) return stale;
  }
  return kNoPoint;
}

TEST_CASE("kept reaches agree with the reaches read from scratch in random play",
          "[sanguo-search]") {
  zhuge::Rng rng(17);
  int defeats = 0, moves_made = 0;
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start(game % 2 == 0);
    ReachCache kept(pos);
    std::vector<std::pair<Undo, ReachCache::Mark>> undos;
    for (int ply = 0; ply < 300 && pos.kingdoms_in_play() > 1; ++ply) {
      MoveList moves, captures;
      generate_legal(pos, moves);
      generate_legal_captures(pos, captures);
      // A capture when there is one, so that generals fall and armies change hands.
      const auto& from = captures.size() > 0 && rng.below(2) == 0 ? captures : moves;
      const int kingdoms = pos.kingdoms_in_play();
      const Undo undo = pos.make(from[static_cast<int>(rng.below(from.size()))]);
      undos.emplace_back(undo, kept.make(pos, undo));
      defeats += pos.kingdoms_in_play() < kingdoms;
      ++moves_made;
      INFO(pos.fen());
      REQUIRE(first_stale(pos, kept) == kNoPoint);
    }
    for (; !undos.empty(); undos.pop_back()) {
      pos.unmake(undos.back().first);
      kept.unmake(pos, undos.back().first, undos.back().second);
      INFO(pos.fen());
      REQUIRE(first_stale(pos, kept) == kNoPoint);
    }
  }
  CHECK(moves_made > 4000);
  CHECK(defeats > 20);
}

}  // namespace
