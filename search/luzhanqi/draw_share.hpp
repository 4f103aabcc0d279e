#pragma once
// The draw share of a root action, for the `wdl` of its info line. A Luzhanqi game is drawn only
// at the move limit with equal piece counts (rules §6.3). The tree sees those draws once the limit
// is within its depth: the iterations that end in a drawn leaf of the tree are counted at report
// time (never per iteration, so the search pays nothing). Further from the limit the share falls
// back to the draw rate of recorded games, scaled down as the value leaves 0. Playouts that end
// in a draw beyond the tree's leaves are not counted.

#include "search/luzhanqi/tree.hpp"

namespace zhuge::search::luzhanqi {

// Share of drawn games in the 232 recorded games of docs/results/luzhanqi-issue14 (5 drawn).
inline constexpr float kRecordedDrawShare = 0.022f;

// The share of the iterations through root edge `e` that ended in a drawn leaf of the tree. The
// walk skips nodes with fewer than 1/1000 of the root's visits, which bounds its cost.
float observed_draw_share(const Tree& tree, const Edge& e);

// The draw share to report for an action of value `value` (in [-1, 1]) whose iterations drew
// `observed` of the time: at least the recorded rate times (1 - |value|), and at most 1 - |value|,
// so that win + draw / 2 stays the expected score (1 + value) / 2.
float draw_share(float observed, float value);

}  // namespace zhuge::search::luzhanqi
