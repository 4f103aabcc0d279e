#pragma once
// The three-player search of a Sanguo position: the entry point the protocol calls.

#include "eval/sanguo/weights.hpp"
#include "search/sanguo/iterative_deepening.hpp"
#include "search/sanguo/sanguo_search_game.hpp"

namespace zhuge::search::sanguo {

// The strongest as measured (docs/strength.md).
inline constexpr Algorithm kDefaultAlgorithm = Algorithm::Paranoid;

struct SanguoSearchParams {
  Algorithm algorithm = kDefaultAlgorithm;
  SearchFeatures features{};
  eval::sanguo::EvalWeights weights;
};

using SanguoIteration = Iteration<zhuge::sanguo::Move>;

SearchOutcome<SanguoSearchGame> search_sanguo(const zhuge::sanguo::Position& pos,
                                              const SanguoSearchParams& params,
                                              TranspositionTable& tt, const SearchLimits& limits,
                                              const IterationReport<SanguoSearchGame>& report);

}  // namespace zhuge::search::sanguo
