#pragma once
// max-n: every node returns the vector of all players' values, and the player to move picks the
// child best for itself. Tie-break rule: among children equal for the mover, the one worst for
// the player after it in turn order (the next to move against it); then the earlier in move
// order. (Values are zero-sum, so "least for all rivals together" would never break a tie.)
// Shallow pruning: any two players' values sum to at most kPairBound, so once the mover's value
// exceeds kPairBound minus what the parent's mover already holds, the parent cannot prefer this
// node (strictly worse for it), and the rest of the moves are skipped.

#include <algorithm>
#include <array>
#include <optional>

#include "search/multiplayer/worker.hpp"

namespace zhuge::search::multiplayer {

// Whether `a` is better than `b` for player `me` under the tie-break rule above.
template <std::size_t N>
bool maxn_better(const std::array<int, N>& a, const std::array<int, N>& b, int me) {
  if (a[me] != b[me]) return a[me] > b[me];
  const int after = (me + 1) % int(N);
  return a[after] < b[after];
}

template <MultiplayerGame G>
std::optional<ValuesOf<G>> maxn_outcome(Worker<G>& w, int ply) {
  // repeats() records the key and the players in play, the root's too.
  if (w.repeats(ply)) return w.score_defeats(from_node(w.game.draw(), ply), ply);
  if (const auto values = w.game.outcome()) return w.score_defeats(from_node(*values, ply), ply);
  return std::nullopt;
}

// Whether a node whose mover holds `mine` can still matter to a parent mover holding `parent`.
inline bool shallow_cut(int mine, int parent) {
  return mine > kPairBound - parent;
}

// Without a window to cut it short, max-n's quiescence looks this many captures deep at most.
inline constexpr int kMaxnQuiescencePlies = 3;

template <MultiplayerGame G>
ValuesOf<G> quiesce_maxn(Worker<G>& w, int ply, int parent_best, int left = kMaxnQuiescencePlies) {
  if (const auto decided = maxn_outcome(w, ply)) return *decided;
  if (w.tick(ply)) return {};
  ValuesOf<G> best = w.score_defeats(w.evaluate(), ply);
  const int me = w.game.side();
  if (left == 0 || !w.quiescence() || ply >= kMaxPly - 1 || shallow_cut(best[me], parent_best))
    return best;

  typename G::MoveList moves;
  w.game.generate_captures(moves);
  typename Worker<G>::Scores scores;
  w.score(moves, ply, 0, scores);
  for (int i = 0; i < moves.size(); ++i) {
    Worker<G>::pick(moves, scores, i);
    const auto undo = w.game.make(moves[i]);
    const ValuesOf<G> v = quiesce_maxn(w, ply + 1, best[me], left - 1);
    w.game.unmake(undo);
    if (w.stopped()) return {};
    if (maxn_better(v, best, me)) best = v;
    if (shallow_cut(best[me], parent_best)) break;
  }
  return best;
}

// `parent_best`: the value the parent's mover already holds (-kInfinity at the root).
template <MultiplayerGame G>
ValuesOf<G> maxn(Worker<G>& w, int depth, int ply, int parent_best) {
  w.clear_pv(ply);
  if (const auto decided = maxn_outcome(w, ply)) return *decided;
  if (w.game.in_check() && ply < 2 * w.iteration_depth) ++depth;
  if (depth <= 0 || ply >= kMaxPly - 1) return quiesce_maxn(w, ply, parent_best);
  if (w.tick(ply)) return {};

  std::uint16_t hash_move = 0;
  if (const auto e = w.probe()) {
    hash_move = e->move;
    if (ply > 0 && e->bound == Bound::Exact && e->depth >= depth) {
      ValuesOf<G> stored;
      for (int p = 0; p < G::kPlayers; ++p) stored[p] = e->values[p];
      return from_node(stored, ply);
    }
  }
  typename G::MoveList moves;
  w.game.generate(moves);
  if (ply == 0) w.keep_root_moves(moves);
  if (moves.size() == 0) return w.score_defeats(w.evaluate(), ply);
  typename Worker<G>::Scores scores;
  w.score(moves, ply, hash_move, scores);
  const int me = w.game.side();
  ValuesOf<G> best{};
  typename G::Move best_m{};
  std::uint16_t best_move = 0;
  bool cut = false;
  for (int i = 0; i < moves.size(); ++i) {
    Worker<G>::pick(moves, scores, i);
    const auto m = moves[i];
    const auto undo = w.game.make(m);
    if (depth > 1) w.prefetch();
    const ValuesOf<G> v = maxn(w, depth - 1, ply + 1, i == 0 ? -kInfinity : best[me]);
    w.game.unmake(undo);
    if (w.stopped()) return {};
    if (i > 0 && !maxn_better(v, best, me)) continue;
    best = v;
    best_m = m;
    best_move = G::encode(m);
    w.set_pv(ply, m, ply + 1);
    if (ply > 0 && shallow_cut(best[me], parent_best)) {
      cut = true;
      break;
    }
  }
  w.reward(best_m, ply, depth);
  TtEntry e;
  e.move = best_move;
  e.depth = depth;
  e.bound = cut ? Bound::None : Bound::Exact;  // a cut node's vector is not its value
  const ValuesOf<G> stored = to_node(best, ply);
  for (int p = 0; p < G::kPlayers; ++p) e.values[p] = std::int16_t(stored[p]);
  w.store(e);
  return best;
}

}  // namespace zhuge::search::multiplayer
