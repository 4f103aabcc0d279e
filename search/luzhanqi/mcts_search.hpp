#pragma once
// Luzhanqi's ISMCTS and PIMC players: the generic searches of search/mcts/ on the luzhanqi
// adapter (mcts_game.hpp), under the names the protocol and the tests use. The templates are
// instantiated once, in mcts_search.cpp.

#include <cstddef>

#include "engine/core/rng.hpp"
#include "search/luzhanqi/mcts_game.hpp"
#include "search/luzhanqi/params.hpp"
#include "search/mcts/ismcts_search.hpp"
#include "search/mcts/pimc.hpp"
#include "search/mcts/reused_tree.hpp"

namespace zhuge::search::mcts {
extern template class NodePool<zhuge::luzhanqi::Action>;
extern template class Tree<luzhanqi::MctsGame>;
extern template class Ismcts<luzhanqi::MctsGame>;
extern template class ReusedTree<luzhanqi::MctsGame>;
}  // namespace zhuge::search::mcts

namespace zhuge::search::luzhanqi {

using mcts::kNoNode;
using mcts::kPollIterations;
using mcts::NodeIndex;
using mcts::NodeKind;
using mcts::Proof;
using Tree = mcts::Tree<MctsGame>;
using Node = Tree::Node;
using Edge = Tree::Edge;
using ReusedTree = mcts::ReusedTree<MctsGame>;
using SearchControl = mcts::SearchControl<Action>;
using SearchReport = mcts::SearchReport<Action>;
using SearchOutcome = mcts::SearchOutcome<Action>;
using RootLine = mcts::RootLine<Action>;
using RootContest = mcts::RootContest<Action>;

// ISMCTS on the tree's root position with SearchControl::threads threads sharing the tree.
SearchOutcome search_ismcts(Tree& tree, const SearchParams& params, const SearchControl& control,
                            Rng& rng);

// PIMC: `params.pimc_deals` deals, whose trees share `pool_bytes` equally.
SearchOutcome search_pimc(const Position& pos, const SearchParams& params, std::size_t pool_bytes,
                          const SearchControl& control, Rng& rng);

// The report of a tree (mcts::tree_report).
SearchReport tree_report(const Tree& tree, std::uint64_t iterations,
                         std::chrono::milliseconds elapsed, int seldepth, int multipv = 1);

}  // namespace zhuge::search::luzhanqi
