#pragma once
// Runs search iterations on `threads` threads until a SearchControl limit is
// met: the polling, node limits and progress reports that ISMCTS and pimc share.

#include <functional>

#include "engine/core/rng.hpp"
#include "search/luzhanqi/search_control.hpp"

namespace zhuge::search::luzhanqi {

struct RunStats {
  std::uint64_t iterations = 0;
  int seldepth = 0;
  std::chrono::milliseconds elapsed{};
};

struct IterationHooks {
  // One iteration, numbered from 0 across threads; returns its depth. Thread-safe.
  std::function<int(Rng& rng, std::uint64_t number)> iterate;
  // The length of the current pv, for SearchControl::max_depth.
  std::function<int()> pv_length;
  // Whether `left` more iterations could not change the choice; empty: they always could.
  std::function<bool(std::uint64_t left)> settled;
  // The root's contest so far; empty: the search has none to give.
  std::function<RootContest()> contest;
  // A report of the search so far.
  std::function<SearchReport(const RunStats&)> report;
};

// Each thread draws its generator's seed from `rng` before starting.
RunStats run_iterations(int threads, const SearchControl& control, Rng& rng,
                        const IterationHooks& hooks);

}  // namespace zhuge::search::luzhanqi
