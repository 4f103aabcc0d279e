#include "search/luzhanqi/mcts_search.hpp"

namespace zhuge::search::mcts {
template class NodePool<zhuge::luzhanqi::Action>;
template class Tree<luzhanqi::MctsGame>;
template class Ismcts<luzhanqi::MctsGame>;
template class ReusedTree<luzhanqi::MctsGame>;
}  // namespace zhuge::search::mcts

namespace zhuge::search::luzhanqi {

SearchOutcome search_ismcts(Tree& tree, const SearchParams& params, const SearchControl& control,
                            Rng& rng) {
  const MctsGame game(params);
  return mcts::search_ismcts(tree, params, game, control, rng);
}

SearchOutcome search_pimc(const Position& pos, const SearchParams& params, std::size_t pool_bytes,
                          const SearchControl& control, Rng& rng) {
  const MctsGame game(params);
  return mcts::search_pimc(pos, params, game, pool_bytes, control, rng);
}

SearchReport tree_report(const Tree& tree, std::uint64_t iterations,
                         std::chrono::milliseconds elapsed, int seldepth, int multipv) {
  return mcts::tree_report(tree, iterations, elapsed, seldepth, multipv);
}

}  // namespace zhuge::search::luzhanqi
