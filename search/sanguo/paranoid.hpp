#pragma once
// Paranoid search: alpha-beta in which the root player maximises its own value and the other
// players, as one coalition, minimise it. Values are the root's. Also the quiescence search that
// paranoid and best-reply search share: captures only, standing pat on the evaluation; the
// coalition's captures only of the root's pieces or of a general.

#include <algorithm>
#include <array>
#include <optional>

#include "search/sanguo/worker.hpp"

namespace zhuge::search::sanguo {

// The root's value if the node ends the search for it: the root defeated or alone, or a draw.
template <SearchGame G>
std::optional<int> root_outcome(Worker<G>& w, int ply) {
  if (!w.game.in_play(w.root)) return -kWin + ply;
  // repeats() records the key and the kingdoms in play, the root's too.
  if (w.repeats(ply)) return w.score_defeats(w.game.draw(), ply)[w.root];
  if (const auto values = w.game.outcome()) {
    return w.score_defeats(from_node(*values, ply), ply)[w.root];
  }
  return std::nullopt;
}

template <SearchGame G>
int quiesce_root_view(Worker<G>& w, int alpha, int beta, int ply) {
  if (const auto decided = root_outcome(w, ply)) return *decided;
  if (w.tick(ply)) return 0;
  const bool maximise = w.game.side() == w.root;
  const int stand = w.score_defeats(w.game.evaluate(), ply)[w.root];
  if (ply >= kMaxPly - 1) return stand;
  if (maximise ? stand >= beta : stand <= alpha) return stand;
  int best = stand;
  if (maximise) alpha = std::max(alpha, stand);
  if (!maximise) beta = std::min(beta, stand);

  typename G::MoveList moves;
  w.game.generate_captures(moves);
  std::array<int, 1024> scores;
  w.score(moves, ply, 0, scores);
  for (int i = 0; i < moves.size(); ++i) {
    Worker<G>::pick(moves, scores, i);
    // A rival gains the coalition nothing by taking its partner's pieces, only by taking the
    // root's or a general (and with it an army).
    if (!maximise && !w.game.captures_from(moves[i], w.root)) continue;
    const auto undo = w.game.make(moves[i]);
    const int v = quiesce_root_view(w, alpha, beta, ply + 1);
    w.game.unmake(undo);
    if (w.stopped()) return 0;
    if (maximise ? v > best : v < best) best = v;
    if (maximise) alpha = std::max(alpha, v);
    if (!maximise) beta = std::min(beta, v);
    if (alpha >= beta) break;
  }
  return best;
}

// The table's answer at this node, if it settles the window.
template <SearchGame G>
std::optional<int> tt_cutoff(const TtEntry& e, int depth, int alpha, int beta, int ply) {
  if (e.depth < depth) return std::nullopt;
  const int v = from_node(e.values[0], ply);
  if (e.bound == Bound::Exact || (e.bound == Bound::Lower && v >= beta) ||
      (e.bound == Bound::Upper && v <= alpha)) {
    return v;
  }
  return std::nullopt;
}

template <SearchGame G>
void tt_store_root_view(Worker<G>& w, int depth, int best, int alpha0, int beta, int ply,
                        std::uint16_t move) {
  TtEntry e;
  e.move = move;
  e.depth = depth;
  e.bound = best <= alpha0 ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
  e.values[0] = std::int16_t(to_node(best, ply));
  w.store(e);
}

// Late move reductions: for the moves after the first kLateMove (by move ordering), at
// kReductionDepth and more, outside check.
inline constexpr int kLateMove = 3;
inline constexpr int kReductionDepth = 3;

template <SearchGame G>
int paranoid(Worker<G>& w, int depth, int alpha, int beta, int ply) {
  w.clear_pv(ply);
  if (const auto decided = root_outcome(w, ply)) return *decided;
  const bool in_check = w.game.in_check();
  if (in_check && ply < 2 * w.iteration_depth) ++depth;  // check extension
  if (depth <= 0 || ply >= kMaxPly - 1) return quiesce_root_view(w, alpha, beta, ply);
  if (w.tick(ply)) return 0;

  std::uint16_t hash_move = 0;
  if (const auto e = w.probe()) {
    hash_move = e->move;
    if (ply > 0) {
      if (const auto v = tt_cutoff<G>(*e, depth, alpha, beta, ply)) return *v;
    }
  }
  typename G::MoveList moves;
  w.game.generate(moves);
  if (moves.size() == 0) {  // only a position never settled
    return w.score_defeats(w.game.evaluate(), ply)[w.root];
  }
  std::array<int, 1024> scores;
  w.score(moves, ply, hash_move, scores);
  const bool maximise = w.game.side() == w.root;
  const bool reducible = w.late_move_reductions() && depth >= kReductionDepth && !in_check;
  const int alpha0 = alpha, beta0 = beta;
  int best = maximise ? -kInfinity : kInfinity;
  std::uint16_t best_move = 0;
  for (int i = 0; i < moves.size(); ++i) {
    Worker<G>::pick(moves, scores, i);
    const auto m = moves[i];
    const auto undo = w.game.make(m);
    if (depth > 1) w.prefetch();
    int v = 0;
    if (reducible && i >= kLateMove && scores[i] < Worker<G>::kKillerScore) {
      // Late quiet move: a ply shallower first, again at full depth only if it looks better.
      v = paranoid(w, depth - 2, alpha, beta, ply + 1);
      if (!w.stopped() && (maximise ? v > alpha : v < beta)) {
        v = paranoid(w, depth - 1, alpha, beta, ply + 1);
      }
    } else {
      v = paranoid(w, depth - 1, alpha, beta, ply + 1);
    }
    w.game.unmake(undo);
    if (w.stopped()) return 0;
    if (maximise ? v <= best : v >= best) continue;
    best = v;
    best_move = G::encode(m);
    w.set_pv(ply, m, ply + 1);
    if (maximise) alpha = std::max(alpha, v);
    if (!maximise) beta = std::min(beta, v);
    if (alpha >= beta) {
      w.reward(m, ply, depth);
      break;
    }
  }
  tt_store_root_view(w, depth, best, alpha0, beta0, ply, best_move);
  return best;
}

}  // namespace zhuge::search::sanguo
