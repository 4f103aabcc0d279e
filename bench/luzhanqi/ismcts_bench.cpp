// Luzhanqi ISMCTS: iterations per second with the default settings, from the
// start and from a midgame, on one and two threads.

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "search/luzhanqi/mcts_search.hpp"

using namespace zhuge;
using namespace zhuge::search::luzhanqi;

namespace {

const std::string kIsmctsPositions[] = {
    "?????/?????/?1?1?/??1??/?1?1?/?????/?????/?1?1?/??1??/?1?1?/?????/????? - "
    "MGDDRRCCJJKKKTTTSSSBBLLLFmgddrrccjjkkktttsssbblllf 0 0",
    "?L?ds/1????/?t?2/??1??/?j2?/???2/?1?R?/?3?/?lt?F/?1?1S/?JB1?/?K??b b "
    "MDDRCCJKKTTTSSLLmgdrccjkktssllf 3 60",
};

// One search of this many iterations per benchmark round, from a fresh 64 MB tree.
constexpr std::uint64_t kIterations = 20000;

void BM_IsmctsIterations(benchmark::State& state) {
  std::string error;
  const auto pos = zhuge::luzhanqi::Position::from_fen(kIsmctsPositions[state.range(0)], error);
  if (!pos) throw std::invalid_argument(error);
  Tree tree(std::size_t(64) << 20);
  SearchControl control;
  control.max_iterations = kIterations;
  control.threads = int(state.range(1));
  Rng rng(1);
  for (auto _ : state) {
    tree.reset(*pos);
    const SearchOutcome out = search_ismcts(tree, SearchParams{}, control, rng);
    benchmark::DoNotOptimize(out.best);
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(kIterations));
}

}  // namespace

// Arguments: position (0 start, 1 midgame), threads.
BENCHMARK(BM_IsmctsIterations)
    ->Args({0, 1})
    ->Args({1, 1})
    ->Args({0, 2})
    ->Args({1, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
