#pragma once
// Paranoid search: alpha-beta in which the root player maximises its own value and the other
// players, as one coalition, minimise it. Values are the root's. Also the quiescence search that
// paranoid and best-reply search share: captures only, standing pat on the evaluation; the
// coalition's captures only of the root's pieces or of a general.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <optional>

#include "search/multiplayer/worker.hpp"

namespace zhuge::search::multiplayer {

// The root's value if the node ends the search for it: the root defeated or alone, or a draw.
template <MultiplayerGame G>
std::optional<int> root_outcome(Worker<G>& w, int ply) {
  if (!w.game.in_play(w.root)) return -kWin + ply;
  // repeats() records the key and the players in play, the root's too.
  if (w.repeats(ply)) return w.score_defeats(w.game.draw(), ply)[w.root];
  if (const auto values = w.game.outcome()) {
    return w.score_defeats(from_node(*values, ply), ply)[w.root];
  }
  return std::nullopt;
}

template <MultiplayerGame G>
int quiesce_root_view(Worker<G>& w, int alpha, int beta, int ply) {
  if (const auto decided = root_outcome(w, ply)) return *decided;
  if (w.tick(ply)) return 0;
  const bool maximise = w.game.side() == w.root;
  const int stand = w.score_defeats(w.evaluate(), ply)[w.root];
  if (ply >= kMaxPly - 1 || !w.quiescence()) return stand;
  if (maximise ? stand >= beta : stand <= alpha) return stand;
  int best = stand;
  if (maximise) alpha = std::max(alpha, stand);
  if (!maximise) beta = std::min(beta, stand);

  typename G::MoveList moves;
  w.game.generate_captures(moves);
  typename Worker<G>::Scores scores;
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
template <MultiplayerGame G>
std::optional<int> tt_cutoff(const TtEntry& e, int depth, int alpha, int beta, int ply) {
  if (e.depth < depth) return std::nullopt;
  const int v = from_node(e.values[0], ply);
  if (e.bound == Bound::Exact || (e.bound == Bound::Lower && v >= beta) ||
      (e.bound == Bound::Upper && v <= alpha)) {
    return v;
  }
  return std::nullopt;
}

template <MultiplayerGame G>
void tt_store_root_view(Worker<G>& w, int depth, int best, int alpha0, int beta, int ply,
                        std::uint16_t move) {
  TtEntry e;
  e.move = move;
  e.depth = depth;
  e.bound = best <= alpha0 ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
  e.values[0] = std::int16_t(to_node(best, ply));
  w.store(e);
}

template <MultiplayerGame G>
int paranoid(Worker<G>& w, int depth, int alpha, int beta, int ply);

// The root passes, and the coalition searched kNullReduction plies shallower still cannot bring
// the value below beta: the node is cut. Sound where some move is at least as good as a pass
// for the root (docs/search-sanguo.md); not tried in check, with a general in danger, or with a
// window of decided values.
inline constexpr int kNullDepth = 3;
inline constexpr int kNullReduction = 2;

template <MultiplayerGame G>
bool null_move_cuts(Worker<G>& w, int depth, int beta, int ply, int stand) {
  if (stand < beta || std::abs(beta) >= kDecided) return false;
  w.game.pass();
  const int v = w.game.in_play(w.root)
                    ? paranoid(w, depth - 1 - kNullReduction, beta - 1, beta, ply + 1)
                    : -kWin + ply;
  w.game.unpass();
  return !w.stopped() && v >= beta;
}

// Futility: at depth kFutilityDepth or less, a quiet move that does not endanger a general is
// skipped if the evaluation, moved by futility_margin(depth) towards the window, stays outside
// it. Late move pruning: there, the quiet moves after the first late_moves(depth) are skipped.
inline constexpr int kFutilityDepth = 2;
inline constexpr int futility_margin(int depth) {
  return 175 * depth;
}
inline constexpr int late_moves(int depth) {
  return 8 + 4 * depth * depth;
}

// Static cut (reverse futility): at the root's turn, at depth kStaticCutDepth or less, an
// evaluation static_cut_margin(depth) above beta cuts the node, as a null move would without a
// search.
inline constexpr int kStaticCutDepth = 3;
inline constexpr int static_cut_margin(int depth) {
  return 175 * depth;
}

// Late move reductions: for the quiet moves after the first kLateMove (by move ordering), at
// kReductionDepth and more, outside check; deeper and later moves are reduced more.
inline constexpr int kLateMove = 3;
inline constexpr int kReductionDepth = 3;
inline int reduction(int depth, int move_index) {
  const int r = 1 + int(std::log(double(depth)) * std::log(double(move_index)) / 2.5);
  return std::min(r, depth - 2);
}

template <MultiplayerGame G>
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
  const bool maximise = w.game.side() == w.root;
  const auto& features = w.features();
  const bool near_leaves =
      depth <= kFutilityDepth && (features.futility || features.late_move_pruning);
  const bool null_depth = maximise && depth >= kNullDepth && features.null_move;
  const bool static_cut_depth = maximise && depth <= kStaticCutDepth && features.static_cut;
  // Pruning needs a quiet node: no general in danger, the side to move's included.
  const bool quiet_node = ply > 0 && !in_check && (near_leaves || null_depth || static_cut_depth) &&
                          !w.game.general_in_danger();
  const bool prune_leaves = quiet_node && near_leaves;
  const bool try_null = quiet_node && null_depth;
  const bool try_static_cut = quiet_node && static_cut_depth;
  const int stand =
      prune_leaves || try_null || try_static_cut ? w.score_defeats(w.evaluate(), ply)[w.root] : 0;
  if (try_static_cut && std::abs(beta) < kDecided && stand - static_cut_margin(depth) >= beta) {
    return stand;
  }
  if (try_null && null_move_cuts(w, depth, beta, ply, stand)) return beta;

  typename G::MoveList moves;
  w.game.generate(moves);
  if (ply == 0) w.keep_root_moves(moves);
  if (moves.size() == 0) {  // only a position never settled
    return w.score_defeats(w.evaluate(), ply)[w.root];
  }
  typename Worker<G>::Scores scores;
  w.score(moves, ply, hash_move, scores);
  const bool reducible = features.late_move_reductions && depth >= kReductionDepth && !in_check;
  const int alpha0 = alpha, beta0 = beta;
  int best = maximise ? -kInfinity : kInfinity;
  std::uint16_t best_move = 0;
  int quiet_moves = 0;
  std::array<typename G::Move, 64> searched_quiets;  // for the history malus
  int searched_quiet_count = 0;
  // Once a late quiet move is skipped, every later one is too unless it endangers a general
  // (the window only narrows, the count of quiet moves only grows): their order no longer
  // matters, so they are taken as they lie.
  bool skipping = false;
  for (int i = 0; i < moves.size(); ++i) {
    if (!skipping) Worker<G>::pick(moves, scores, i);
    const auto m = moves[i];
    const bool late_quiet = scores[i] < Worker<G>::kKillerScore;
    const bool prunable = prune_leaves && late_quiet && best != (maximise ? -kInfinity : kInfinity);
    if (late_quiet) ++quiet_moves;
    // Against the window as it stands: the moves searched so far have narrowed it.
    const bool futile = features.futility && (maximise ? stand + futility_margin(depth) <= alpha
                                                       : stand - futility_margin(depth) >= beta);
    const bool skip =
        prunable && (futile || (features.late_move_pruning && quiet_moves > late_moves(depth)));
    skipping = skip;
    if (skip && !w.game.endangers_general(m)) {  // a move that does is searched
      if (w.tick_skipped()) return 0;
      continue;
    }
    const auto undo = w.game.make(m);
    if (depth > 1) w.prefetch();
    // Late quiet move: shallower first, again at full depth only if it looks better.
    const int r = reducible && i >= kLateMove && late_quiet ? reduction(depth, i) : 0;
    // After the first move, a null window at the bound the mover must pass: again with the
    // whole window only if the move passes it.
    const bool scout = features.principal_variation && i > 0;
    const int lo = scout && !maximise ? beta - 1 : alpha;
    const int hi = scout && maximise ? alpha + 1 : beta;
    const auto passes = [&](int x) { return maximise ? x > alpha : x < beta; };
    int v = paranoid(w, depth - 1 - r, lo, hi, ply + 1);
    if (r > 0 && !w.stopped() && passes(v)) v = paranoid(w, depth - 1, lo, hi, ply + 1);
    if (scout && !w.stopped() && passes(v) && lo + 1 == hi && (maximise ? v < beta : v > alpha)) {
      v = paranoid(w, depth - 1, alpha, beta, ply + 1);
    }
    w.game.unmake(undo);
    if (w.stopped()) return 0;
    if (late_quiet && searched_quiet_count < int(searched_quiets.size())) {
      searched_quiets[searched_quiet_count++] = m;
    }
    if (maximise ? v <= best : v >= best) continue;
    best = v;
    best_move = G::encode(m);
    w.set_pv(ply, m, ply + 1);
    if (maximise) alpha = std::max(alpha, v);
    if (!maximise) beta = std::min(beta, v);
    if (alpha >= beta) {
      w.reward(m, ply, depth);
      if (features.history_malus) {
        for (int q = 0; q < searched_quiet_count; ++q) {
          if (G::encode(searched_quiets[q]) != G::encode(m)) w.penalise(searched_quiets[q], depth);
        }
      }
      break;
    }
  }
  tt_store_root_view(w, depth, best, alpha0, beta0, ply, best_move);
  return best;
}

}  // namespace zhuge::search::multiplayer
