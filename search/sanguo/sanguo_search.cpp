#include "search/sanguo/sanguo_search.hpp"

namespace zhuge::search::sanguo {

SanguoOutcome search_sanguo(const zhuge::sanguo::Position& pos, const SanguoSearchParams& params,
                            TranspositionTable& tt, const SanguoLimits& limits,
                            const multiplayer::IterationReport<SanguoSearchGame>& report) {
  const eval::sanguo::Evaluator eval(params.weights);
  return multiplayer::iterative_deepening(SanguoSearchGame(pos, eval),
                                          {params.algorithm, params.features}, tt, limits, report);
}

}  // namespace zhuge::search::sanguo
