#include "search/sanguo/sanguo_search.hpp"

namespace zhuge::search::sanguo {

SearchOutcome<SanguoSearchGame> search_sanguo(const zhuge::sanguo::Position& pos,
                                              const SanguoSearchParams& params,
                                              TranspositionTable& tt, const SearchLimits& limits,
                                              const IterationReport<SanguoSearchGame>& report) {
  const eval::sanguo::Evaluator eval(params.weights);
  return iterative_deepening(SanguoSearchGame(pos, eval), {params.algorithm, params.features}, tt,
                             limits, report);
}

}  // namespace zhuge::search::sanguo
