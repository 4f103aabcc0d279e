#pragma once
// The three-player search of a Sanguo position: the entry point the protocol calls, the generic
// multi-player searches (search/multiplayer/) over the Sanguo adapter.

#include "eval/sanguo/weights.hpp"
#include "search/multiplayer/iterative_deepening.hpp"
#include "search/sanguo/sanguo_search_game.hpp"

namespace zhuge::search::sanguo {

// The strongest as measured (docs/strength.md).
inline constexpr multiplayer::Algorithm kDefaultAlgorithm = multiplayer::Algorithm::Paranoid;

struct SanguoSearchParams {
  multiplayer::Algorithm algorithm = kDefaultAlgorithm;
  multiplayer::SearchFeatures features{};
  eval::sanguo::EvalWeights weights;
};

using SanguoIteration = multiplayer::Iteration<SanguoSearchGame>;
using SanguoLimits = multiplayer::SearchLimits<SanguoSearchGame>;
using SanguoOutcome = multiplayer::SearchOutcome<SanguoSearchGame>;

SanguoOutcome search_sanguo(const zhuge::sanguo::Position& pos, const SanguoSearchParams& params,
                            TranspositionTable& tt, const SanguoLimits& limits,
                            const multiplayer::IterationReport<SanguoSearchGame>& report);

}  // namespace zhuge::search::sanguo
