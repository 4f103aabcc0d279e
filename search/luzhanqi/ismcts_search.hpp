#pragma once
// The ISMCTS player: searches the tree's root position with `threads` threads
// sharing the tree, until the control's limits, and picks the action.

#include "engine/core/rng.hpp"
#include "search/luzhanqi/params.hpp"
#include "search/luzhanqi/search_control.hpp"
#include "search/luzhanqi/tree.hpp"

namespace zhuge::search::luzhanqi {

SearchOutcome search_ismcts(Tree& tree, const SearchParams& params, int threads,
                            const SearchControl& control, Rng& rng);

// The report of a tree: value, proof and pv of its best root action, and its best `multipv`
// root actions as lines.
SearchReport tree_report(const Tree& tree, std::uint64_t iterations,
                         std::chrono::milliseconds elapsed, int seldepth, int multipv = 1);

// One root edge as a line: its visits, value, proof, draw share, pv and, for a flip, the
// outcomes iterations reached.
RootLine root_line(const Tree& tree, const Edge& e);

}  // namespace zhuge::search::luzhanqi
