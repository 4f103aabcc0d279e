#pragma once
// Best-reply search (Schadd & Winands 2011) and BRS+ (Esser et al. 2013). The root player
// searches all its moves; between two of its turns only one rival, the one with the best reply
// against the root, searches its moves, in one minimising layer. In BRS the other rival passes
// (unless it has one legal move); in BRS+ it plays its first move by move ordering instead, so the
// turn order is kept and every position searched is a legal one. A layer costs one unit of depth.
// Values are the root's.

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

#include "search/sanguo/paranoid.hpp"

namespace zhuge::search::sanguo {

enum class BrsKind { Plain, Plus };

template <SearchGame G>
class BrsSearch {
 public:
  using Move = typename G::Move;

  BrsSearch(Worker<G>& w, BrsKind kind) : w_(w), kind_(kind) {}

  int search(int depth, int alpha, int beta, int ply) {
    w_.clear_pv(ply);
    if (const auto decided = root_outcome(w_, ply)) return *decided;
    if (w_.game.in_check() && ply < 2 * w_.iteration_depth) ++depth;
    if (depth <= 0 || ply >= kMaxPly - 3) return quiesce_root_view(w_, alpha, beta, ply);
    if (w_.tick(ply)) return 0;

    std::uint16_t hash_move = 0;
    if (const auto e = w_.probe()) {
      hash_move = e->move;
      if (ply > 0) {
        if (const auto v = tt_cutoff<G>(*e, depth, alpha, beta, ply)) return *v;
      }
    }
    const int alpha0 = alpha, beta0 = beta;
    Layer layer{alpha, beta, w_.game.side() == w_.root ? -kInfinity : kInfinity, 0};
    if (w_.game.side() == w_.root) {
      search_moves(layer, depth, ply, ply, hash_move, std::nullopt, false);
    } else {
      const int first = w_.game.side();
      // The rival after `first`, if it is in play and is not the root.
      const int second = w_.game.players_in_play() == 3 ? 3 - first - w_.root : -1;
      search_moves(layer, depth, ply, ply, hash_move, std::nullopt, second >= 0);
      if (second >= 0 && layer.alpha < layer.beta) second_searches(layer, depth, ply);
    }
    if (w_.stopped()) return 0;
    if (std::abs(layer.best) == kInfinity) {  // no move here
      return w_.score_defeats(w_.game.evaluate(), ply)[w_.root];
    }
    tt_store_root_view(w_, depth, layer.best, alpha0, beta0, ply, layer.best_move);
    return layer.best;
  }

 private:
  struct Layer {
    int alpha, beta, best;
    std::uint16_t best_move;
  };

  // The move the player to move would play without searching: its first by move ordering.
  Move ordering_move(int ply) {
    typename G::MoveList moves;
    w_.game.generate(moves);
    std::uint16_t hash_move = 0;
    if (const auto e = w_.probe()) hash_move = e->move;
    std::array<int, 1024> scores;
    w_.score(moves, ply, hash_move, scores);
    Worker<G>::pick(moves, scores, 0);
    return moves[0];
  }

  // Searches every move of the side to move at `ply`; the layer's node is at `layer_ply` (one
  // ply up when the first rival acted aside; `before` is its move, nullopt when it passed). With
  // `then_aside`, after each move the next rival acts without searching before the root's turn.
  void search_moves(Layer& layer, int depth, int layer_ply, int ply, std::uint16_t hash_move,
                    std::optional<Move> before, bool then_aside) {
    const bool maximise = w_.game.side() == w_.root;
    typename G::MoveList moves;
    w_.game.generate(moves);
    if (ply == 0) w_.keep_root_moves(moves);
    std::array<int, 1024> scores;
    w_.score(moves, ply, hash_move, scores);
    for (int i = 0; i < moves.size() && layer.alpha < layer.beta; ++i) {
      Worker<G>::pick(moves, scores, i);
      const Move m = moves[i];
      const auto undo = w_.game.make(m);
      Aside aside;
      if (then_aside && w_.game.side() != w_.root && w_.game.in_play(w_.root)) {
        w_.repeats(ply + 1);  // records the key on the path
        aside = act_aside(ply + 1);
      }
      const int child = aside.acted ? ply + 2 : ply + 1;
      if (depth > 1) w_.prefetch();
      const int v = search(depth - 1, layer.alpha, layer.beta, child);
      if (aside.acted) take_back(aside);
      w_.game.unmake(undo);
      if (w_.stopped()) return;
      if (maximise ? v <= layer.best : v >= layer.best) continue;
      layer.best = v;
      layer.best_move = G::encode(m);
      if (aside.acted && !aside.move) {
        w_.clear_pv(ply + 1);  // a pass ends the line that can be written
        w_.set_pv(ply, m, ply + 1);
      } else if (aside.move) {
        w_.set_pv(ply, m, *aside.move, child);
      } else {
        w_.set_pv(ply, m, child);
      }
      if (layer_ply != ply) {
        if (before) w_.set_pv(layer_ply, *before, ply);
        if (!before) w_.clear_pv(layer_ply);
      }
      if (maximise) layer.alpha = std::max(layer.alpha, v);
      if (!maximise) layer.beta = std::min(layer.beta, v);
      if (layer.alpha >= layer.beta) w_.reward(m, ply, depth);
    }
  }

  // The second rival searches; the first acts aside before it.
  void second_searches(Layer& layer, int depth, int ply) {
    const Aside aside = act_aside(ply);
    if (w_.game.side() != w_.root && w_.game.in_play(w_.root)) {
      w_.repeats(ply + 1);
      search_moves(layer, depth, ply, ply + 1, 0, aside.move, false);
    }
    take_back(aside);
  }

  struct Aside {
    bool acted = false;
    std::optional<Move> move;  // nullopt: a pass
    std::optional<typename G::Undo> undo;
  };

  // The side to move acts without searching: BRS passes, BRS+ plays its ordering move. BRS
  // plays a forced move too: passing it would give the root a tempo that no line of play has,
  // in which the passer may lose its last move and its army.
  Aside act_aside(int ply) {
    Aside aside;
    aside.acted = true;
    aside.move = kind_ == BrsKind::Plain ? w_.game.only_move() : ordering_move(ply);
    if (!aside.move) {
      w_.game.pass();
      return aside;
    }
    aside.undo = w_.game.make(*aside.move);
    return aside;
  }
  void take_back(const Aside& aside) {
    if (aside.undo) {
      w_.game.unmake(*aside.undo);
    } else {
      w_.game.unpass();
    }
  }

  Worker<G>& w_;
  BrsKind kind_;
};

}  // namespace zhuge::search::sanguo
