#pragma once
// Perfect-information Monte Carlo, the baseline ISMCTS must beat: sample
// `params.pimc_deals` deals of the hidden pool, search each as if its flips
// were known (one tree per deal, iterations shared out in turn so that every
// deal gets the same budget), then let each deal vote for its best action.

#include <cstddef>

#include "engine/core/rng.hpp"
#include "engine/luzhanqi/position.hpp"
#include "search/luzhanqi/params.hpp"
#include "search/luzhanqi/search_control.hpp"

namespace zhuge::search::luzhanqi {

// The deals' trees share `pool_bytes` equally.
SearchOutcome search_pimc(const zhuge::luzhanqi::Position& pos, const SearchParams& params,
                          int threads, std::size_t pool_bytes, const SearchControl& control,
                          Rng& rng);

}  // namespace zhuge::search::luzhanqi
