#pragma once
// Information-set MCTS over public states. Each iteration walks down from the
// root, drawing every chance outcome it meets by its weight (or, for pimc, from
// one fixed deal), so it only ever uses what the player to move can know.
// Iterations are thread-safe: threads share one tree (tree parallelism) and
// spread out with virtual loss. The game is known only through its adapter
// (search/mcts/game.hpp); the steps are in ismcts_steps.hpp.

#include <array>
#include <cstdint>
#include <span>

#include "engine/core/rng.hpp"
#include "search/mcts/game.hpp"
#include "search/mcts/params.hpp"
#include "search/mcts/tree.hpp"

namespace zhuge::search::mcts {

template <ChanceGame G>
class Ismcts {
 public:
  using Position = typename G::Position;
  using Action = typename G::Action;
  using Node = mcts::Node<Action>;
  using Edge = mcts::Edge<Action>;

  // `deal`, when given, fixes every chance outcome: a determinized (pimc)
  // search. ISMCTS proper passes none.
  Ismcts(Tree<G>& tree, const Params& params, const G& game, const typename G::Deal* deal = nullptr)
      : tree_(tree), params_(params), game_(game), deal_(deal) {}

  // Expands the root so that a best action exists even before the first iteration;
  // `every_action`: each action gets its own root edge, none grouped (ChanceGame::group_actions).
  void prepare_root(Rng& rng, bool every_action = false);
  // One iteration: select, expand, play out, back up. Returns its depth.
  int iterate(Rng& rng);

 private:
  struct Step {
    NodeIndex node;
    std::uint8_t seat;  // whose view the node's values are from: 0 = first player
  };
  static constexpr int kMaxPath = 1024;
  // A playout with early termination off still ends after this many plies.
  static constexpr int kMaxPlayoutPlies = 600;

  bool expand_decision(NodeIndex n, const Position& pos, Rng& rng, bool group_actions);
  bool expand_chance(NodeIndex n, const Position& pos);
  Edge& select_edge(NodeIndex n) const;
  Edge& pick_outcome(NodeIndex n, Rng& rng) const;
  // Stratified draws: the outcome whose share of the draws lags most behind its odds.
  Edge& most_behind_its_odds(std::span<Edge> outcomes, int total_weight) const;
  // The node behind `e`, made now if no iteration has gone through it yet;
  // kNoNode when the pool is full.
  NodeIndex child_of(Edge& e) const;
  // The outcome of chance action `a`: the deal's, or drawn by weight.
  Action draw_outcome(const Position& pos, Action a, Rng& rng) const;
  // The playout value for the side to move of `pos` (changed on the way).
  float play_out(Position& pos, Rng& rng) const;
  // The same for the first player.
  float play_out_from_first_seat(Position& pos, Rng& rng) const;
  // The playout value for the first player after `a` (a chance outcome drawn now).
  float play_out_after(Action a, Position& pos, Rng& rng) const;
  void back_up(const std::array<Step, kMaxPath>& path, int length, float first_player_value,
               bool proven_leaf);
  // Whether the node's minimax value changed.
  bool update_minimax(Node& n);
  bool update_proof(Node& n);

  Tree<G>& tree_;
  const Params& params_;
  const G& game_;
  const typename G::Deal* deal_;
};

}  // namespace zhuge::search::mcts

#include "search/mcts/ismcts_steps.hpp"
