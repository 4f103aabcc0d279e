#include "search/luzhanqi/expectimax_search.hpp"

namespace zhuge::search::expectimax {
template class Star1Search<luzhanqi::MctsGame>;
}  // namespace zhuge::search::expectimax

namespace zhuge::search::luzhanqi {

ExpectimaxOutcome search_star1(const Position& pos, const SearchParams& params,
                               const ExpectimaxLimits& limits, Rng& rng) {
  const MctsGame game(params);
  expectimax::Star1Search<MctsGame> search(game, limits, rng);
  return search.run(pos);
}

}  // namespace zhuge::search::luzhanqi
