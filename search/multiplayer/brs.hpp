#pragma once
// Best-reply search (Schadd & Winands 2011) and BRS+ (Esser et al. 2013). The root player
// searches all its moves; between two of its turns only one rival, the one with the best reply
// against the root, searches its moves, in one minimising layer. In BRS the other rivals pass
// (unless one has a single legal move); in BRS+ they play their first move by move ordering
// instead, so the turn order is kept and every position searched is a legal one. A layer costs one
// unit of depth.
// Values are the root's.

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

#include "search/multiplayer/paranoid.hpp"

namespace zhuge::search::multiplayer {

enum class BrsKind { Plain, Plus };

template <MultiplayerGame G>
class BrsSearch {
 public:
  using Move = typename G::Move;

  BrsSearch(Worker<G>& w, BrsKind kind) : w_(w), kind_(kind) {}

  int search(int depth, int alpha, int beta, int ply) {
    w_.clear_pv(ply);
    if (const auto decided = root_outcome(w_, ply)) return *decided;
    if (w_.game.in_check() && ply < 2 * w_.iteration_depth) ++depth;
    // A layer's rivals act aside on the plies below it.
    if (depth <= 0 || ply >= kMaxPly - G::kPlayers) return quiesce_root_view(w_, alpha, beta, ply);
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
      search_moves(layer, depth, ply, ply, hash_move, {}, false);
    } else {
      // Every rival in play moves before the root's next turn; each in turn is the one that
      // searches, those before it acting aside.
      const int rivals = w_.game.players_in_play() - 1;
      search_moves(layer, depth, ply, ply, hash_move, {}, true);
      for (int searcher = 1; searcher < rivals && layer.alpha < layer.beta; ++searcher) {
        later_rival_searches(layer, depth, ply, searcher);
      }
    }
    if (w_.stopped()) return 0;
    if (std::abs(layer.best) == kInfinity) {  // no move here
      return w_.score_defeats(w_.evaluate(), ply)[w_.root];
    }
    tt_store_root_view(w_, depth, layer.best, alpha0, beta0, ply, layer.best_move);
    return layer.best;
  }

 private:
  struct Layer {
    int alpha, beta, best;
    std::uint16_t best_move;
  };

  struct Aside {
    std::optional<Move> move;  // nullopt: a pass
    std::optional<typename G::Undo> undo;
  };
  // The rivals that acted aside in a row, in the order they acted.
  struct Asides {
    std::array<Aside, G::kPlayers> acts;
    int count = 0;
  };

  // The move the player to move would play without searching: its first by move ordering.
  Move ordering_move(int ply) {
    typename G::MoveList moves;
    w_.game.generate(moves);
    std::uint16_t hash_move = 0;
    if (const auto e = w_.probe()) hash_move = e->move;
    typename Worker<G>::Scores scores;
    w_.score(moves, ply, hash_move, scores);
    Worker<G>::pick(moves, scores, 0);
    return moves[0];
  }

  // Whether a rival is to move with the root still in play.
  bool rival_to_move() const { return w_.game.side() != w_.root && w_.game.in_play(w_.root); }

  // Searches every move of the side to move at `ply`; the layer's node is at `layer_ply`, and
  // `before` holds the rivals that acted aside on the plies between. With `then_aside`, after each
  // move the rivals after it act without searching until the root's turn.
  void search_moves(Layer& layer, int depth, int layer_ply, int ply, std::uint16_t hash_move,
                    const Asides& before, bool then_aside) {
    const bool maximise = w_.game.side() == w_.root;
    typename G::MoveList moves;
    w_.game.generate(moves);
    if (ply == 0) w_.keep_root_moves(moves);
    typename Worker<G>::Scores scores;
    w_.score(moves, ply, hash_move, scores);
    for (int i = 0; i < moves.size() && layer.alpha < layer.beta; ++i) {
      Worker<G>::pick(moves, scores, i);
      const Move m = moves[i];
      const auto undo = w_.game.make(m);
      Asides after;
      while (then_aside && rival_to_move()) {
        w_.repeats(ply + 1 + after.count);  // records the key on the path
        act_aside(after, ply + 1 + after.count);
      }
      const int child = ply + 1 + after.count;
      if (depth > 1) w_.prefetch();
      const int v = search(depth - 1, layer.alpha, layer.beta, child);
      take_back(after);
      w_.game.unmake(undo);
      if (w_.stopped()) return;
      if (maximise ? v <= layer.best : v >= layer.best) continue;
      layer.best = v;
      layer.best_move = G::encode(m);
      write_line(after, ply + 1, child);
      w_.set_pv(ply, m, ply + 1);
      if (layer_ply != ply) write_line(before, layer_ply, ply);
      if (maximise) layer.alpha = std::max(layer.alpha, v);
      if (!maximise) layer.beta = std::min(layer.beta, v);
      if (layer.alpha >= layer.beta) w_.reward(m, ply, depth);
    }
  }

  // The rival `searcher` places after the layer's first searches; those before it act aside.
  void later_rival_searches(Layer& layer, int depth, int ply, int searcher) {
    Asides before;
    act_aside(before, ply);
    while (before.count < searcher && rival_to_move()) {
      w_.repeats(ply + before.count);
      act_aside(before, ply + before.count);
    }
    if (before.count == searcher && rival_to_move()) {
      w_.repeats(ply + searcher);
      search_moves(layer, depth, ply, ply + searcher, 0, before, true);
    }
    take_back(before);
  }

  // The side to move acts without searching: BRS passes, BRS+ plays its ordering move. BRS
  // plays a forced move too: passing it would give the root a tempo that no line of play has,
  // in which the passer may lose its last move and its army.
  void act_aside(Asides& asides, int ply) {
    Aside& aside = asides.acts[std::size_t(asides.count++)];
    aside.move = kind_ == BrsKind::Plain ? w_.game.only_move() : ordering_move(ply);
    aside.undo.reset();
    if (!aside.move) {
      w_.game.pass();
      return;
    }
    aside.undo = w_.game.make(*aside.move);
  }
  void take_back(const Asides& asides) {
    for (int i = asides.count - 1; i >= 0; --i) {
      const Aside& aside = asides.acts[std::size_t(i)];
      if (aside.undo) {
        w_.game.unmake(*aside.undo);
      } else {
        w_.game.unpass();
      }
    }
  }

  // The PV from `from` on: the asides' moves, then the line at `to`. A pass ends the line that
  // can be written.
  void write_line(const Asides& asides, int from, int to) {
    for (int i = asides.count - 1; i >= 0; --i) {
      const auto& move = asides.acts[std::size_t(i)].move;
      if (move) {
        w_.set_pv(from + i, *move, i + 1 == asides.count ? to : from + i + 1);
      } else {
        w_.clear_pv(from + i);
      }
    }
  }

  Worker<G>& w_;
  BrsKind kind_;
};

}  // namespace zhuge::search::multiplayer
