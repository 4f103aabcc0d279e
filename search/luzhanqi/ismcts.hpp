#pragma once
// Information-set MCTS over public states. Each iteration walks down from the
// root, drawing every flip outcome it meets from the pool (or, for pimc, from
// one fixed deal), so it only ever uses what the player to move can know.
// Iterations are thread-safe: threads share one tree (tree parallelism) and
// spread out with virtual loss.

#include <array>
#include <cstdint>
#include <span>

#include "engine/core/rng.hpp"
#include "engine/luzhanqi/deal.hpp"
#include "search/luzhanqi/params.hpp"
#include "search/luzhanqi/tree.hpp"

namespace zhuge::search::luzhanqi {

class Ismcts {
 public:
  // `deal`, when given, fixes every flip's outcome: a determinized (pimc)
  // search. ISMCTS proper passes none.
  Ismcts(Tree& tree, const SearchParams& params, const zhuge::luzhanqi::Deal* deal = nullptr);

  // Expands the root so that a best action exists even before the first iteration;
  // `every_flip`: each flip gets its own root edge, whatever SearchParams::group_flips says.
  void prepare_root(Rng& rng, bool every_flip = false);
  // One iteration: select, expand, play out, back up. Returns its depth.
  int iterate(Rng& rng);

  // The value of `pos` for its side to move in [-1, 1]: the evaluation through tanh.
  float evaluate(const Position& pos) const;

 private:
  struct Step {
    NodeIndex node;
    std::uint8_t seat;  // whose view the node's values are from: 0 = first player
  };
  static constexpr int kMaxPath = 1024;

  bool expand_decision(NodeIndex n, const Position& pos, Rng& rng, bool group_flips);
  bool expand_chance(NodeIndex n, const Position& pos);
  Edge& select_edge(NodeIndex n) const;
  Edge& pick_outcome(NodeIndex n, Rng& rng) const;
  // Stratified draws: the outcome whose share of the draws lags most behind its odds.
  Edge& most_behind_its_odds(std::span<Edge> outcomes, int total_weight) const;
  // The node behind `e`, made now if no iteration has gone through it yet;
  // kNoNode when the pool is full.
  NodeIndex child_of(Edge& e) const;
  zhuge::luzhanqi::Piece draw_outcome(const Position& pos, zhuge::luzhanqi::Square s,
                                      Rng& rng) const;
  // The playout value for the side to move of `pos` (changed on the way).
  float play_out(Position& pos, Rng& rng) const;
  // The same for the first player.
  float play_out_from_first_seat(Position& pos, Rng& rng) const;
  // The playout value for the first player after `a` (a flip's outcome drawn now).
  float play_out_after(Action a, Position& pos, Rng& rng) const;
  void back_up(const std::array<Step, kMaxPath>& path, int length, float first_player_value,
               bool proven_leaf);
  // Whether the node's minimax value changed.
  bool update_minimax(Node& n);
  bool update_proof(Node& n);

  Tree& tree_;
  const SearchParams& params_;
  const zhuge::luzhanqi::Deal* deal_;
};

}  // namespace zhuge::search::luzhanqi
