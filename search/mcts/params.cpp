#include "search/mcts/params.hpp"

#include <array>

namespace zhuge::search::mcts {

namespace {

using P = Params;
constexpr std::array kSpins = {
    SpinParameter<P>{"IsmctsExploration", &P::exploration_percent, 0, 1000,
                     "UCT exploration constant x100"},
    SpinParameter<P>{"IsmctsExpandVisits", &P::expand_visits, 0, 1000,
                     "visits before a leaf grows children"},
    SpinParameter<P>{"IsmctsPlayoutPlies", &P::playout_plies, 0, 200,
                     "random plies before the evaluation ends a playout"},
    SpinParameter<P>{"IsmctsMinimaxWeight", &P::minimax_percent, 0, 100,
                     "percent of the implicit minimax value in selection"},
    SpinParameter<P>{"IsmctsBiasWeight", &P::bias_percent, 0, 1000, "progressive bias weight x100"},
    SpinParameter<P>{"PimcDeals", &P::pimc_deals, 1, 256, "deals the pimc player samples"},
};

constexpr std::array kChecks = {
    CheckParameter<P>{"IsmctsEarlyTermination", &P::early_termination,
                      "end playouts early with the evaluation"},
    CheckParameter<P>{"IsmctsImplicitMinimax", &P::implicit_minimax, "implicit minimax backups"},
    CheckParameter<P>{"IsmctsProgressiveBias", &P::progressive_bias,
                      "progressive bias from the game's prior"},
    CheckParameter<P>{"IsmctsStratifiedChance", &P::stratified_chance,
                      "draw chance outcomes in proportion to their weights"},
    CheckParameter<P>{"IsmctsSolver", &P::solver, "prove wins and losses"},
    CheckParameter<P>{"IsmctsTreeReuse", &P::tree_reuse,
                      "reuse the subtree between moves of one game"},
};

}  // namespace

ParameterTable<Params> parameters() {
  return {kSpins, kChecks};
}

}  // namespace zhuge::search::mcts
