#pragma once
// The multi-player searches as their definitions read, deliberately naive: every move of every
// node, in the order generated, no window, no table, no ordering, no pruning. The fast searches
// must agree with them (the test game has no captures, so quiescence is the evaluation).

#include <algorithm>
#include <vector>

#include "search/multiplayer/maxn.hpp"

namespace zhuge::search::multiplayer::testing {

// The root's value under paranoid search: the root maximises, every other player minimises.
template <MultiplayerGame G>
int naive_paranoid(G& g, int root, int depth, int ply = 0) {
  if (const auto v = g.outcome()) return from_node(*v, ply)[root];
  if (depth <= 0) return g.evaluate()[root];
  typename G::MoveList moves;
  g.generate(moves);
  const bool maximise = g.side() == root;
  int best = maximise ? -kInfinity : kInfinity;
  for (const auto m : moves) {
    const auto undo = g.make(m);
    const int v = naive_paranoid(g, root, depth - 1, ply + 1);
    g.unmake(undo);
    best = maximise ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// Every player's value under max-n, ties broken as maxn_better() and then by generation order.
template <MultiplayerGame G>
ValuesOf<G> naive_maxn(G& g, int depth, int ply = 0) {
  if (const auto v = g.outcome()) return from_node(*v, ply);
  if (depth <= 0) return g.evaluate();
  typename G::MoveList moves;
  g.generate(moves);
  ValuesOf<G> best{};
  bool first = true;
  for (const auto m : moves) {
    const auto undo = g.make(m);
    const ValuesOf<G> v = naive_maxn(g, depth - 1, ply + 1);
    g.unmake(undo);
    if (first || maxn_better(v, best, g.side())) best = v;
    first = false;
  }
  return best;
}

// The root's value under best-reply search (plain BRS): between two turns of the root, each rival
// in turn searches its moves while the others act aside (pass, or play a single legal move).
template <MultiplayerGame G>
class NaiveBrs {
 public:
  NaiveBrs(G& g, int root) : g_(g), root_(root) {}

  int value(int depth, int ply = 0) {
    if (const auto v = g_.outcome()) return from_node(*v, ply)[root_];
    if (depth <= 0) return g_.evaluate()[root_];
    int best = g_.side() == root_ ? -kInfinity : kInfinity;
    if (g_.side() == root_) {
      every_move(
          ply, [&](int child) { best = std::max(best, value(depth - 1, child)); }, false);
    } else {
      const int rivals = g_.players_in_play() - 1;
      for (int searcher = 0; searcher < rivals; ++searcher) {
        std::vector<Aside> before;
        if (searcher > 0) before.push_back(act_aside());
        while (searcher > 0 && int(before.size()) < searcher && rival_to_move()) {
          before.push_back(act_aside());
        }
        if (searcher == 0 || (int(before.size()) == searcher && rival_to_move())) {
          every_move(
              ply + searcher, [&](int child) { best = std::min(best, value(depth - 1, child)); },
              true);
        }
        take_back(before);
      }
    }
    return std::abs(best) == kInfinity ? g_.evaluate()[root_] : best;
  }

 private:
  struct Aside {
    bool passed;
    typename G::Undo undo;
  };

  bool rival_to_move() const { return g_.side() != root_ && g_.in_play(root_); }
  Aside act_aside() {
    const auto only = g_.only_move();
    if (!only) {
      g_.pass();
      return {true, {}};
    }
    return {false, g_.make(*only)};
  }
  void take_back(const std::vector<Aside>& asides) {
    for (auto it = asides.rbegin(); it != asides.rend(); ++it) {
      if (it->passed) {
        g_.unpass();
      } else {
        g_.unmake(it->undo);
      }
    }
  }
  // Calls visit(child ply) after each move of the side to move at `ply` (and, with `then_aside`,
  // after the rivals after it acted aside).
  template <class Visit>
  void every_move(int ply, Visit&& visit, bool then_aside) {
    typename G::MoveList moves;
    g_.generate(moves);
    for (const auto m : moves) {
      const auto undo = g_.make(m);
      std::vector<Aside> after;
      while (then_aside && rival_to_move()) after.push_back(act_aside());
      visit(ply + 1 + int(after.size()));
      take_back(after);
      g_.unmake(undo);
    }
  }

  G& g_;
  int root_;
};

}  // namespace zhuge::search::multiplayer::testing
