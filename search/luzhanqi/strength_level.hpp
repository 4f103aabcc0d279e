#pragma once
// Luzhanqi's strength levels (search/strength_level.hpp): a level below 20 caps the ISMCTS
// iterations and then draws its action from the most visited root actions, each with a weight
// of visits^(1 / temperature).

#include <array>
#include <cstddef>
#include <span>

#include "search/luzhanqi/mcts_search.hpp"
#include "search/strength_level.hpp"

namespace zhuge::search::luzhanqi {

// 32 iterations at level 0, doubling every 2.5 levels (about 6200 at level 19: beyond some 8000
// the search gains little at the ladder's 0.2 s, so faster growth bunched levels 16-20);
// temperature 1 (weights in proportion to visits) at level 0, about 0.1 at level 19.
inline constexpr LevelScale kLevelScale{32.0, 2.5, 1.0, 0.885};

// The root actions a level chooses among: the most visited ones.
inline constexpr std::size_t kLevelCandidates = 4;

// The measured ladder, Player random = 0 (docs/strength.md, "Levels (issue 16)", at st=0.2):
// every level against its neighbour and every fourth against the fourth above, fitted, made to
// rise (levels measured alike are one rung at their middle level: tools/ladder.py). UCI_Elo maps
// onto it. Re-measure it with tools/ladder.py when the search changes.
inline constexpr std::array kLadder = {
    LadderPoint{0, 559},    LadderPoint{1, 562},     LadderPoint{2, 660},   LadderPoint{3, 759},
    LadderPoint{4, 788},    LadderPoint{5, 832},     LadderPoint{6, 962},   LadderPoint{7, 991},
    LadderPoint{8.5, 1019}, LadderPoint{10, 1053},   LadderPoint{11, 1185}, LadderPoint{13.5, 1198},
    LadderPoint{16, 1300},  LadderPoint{17.5, 1318}, LadderPoint{19, 1322}, LadderPoint{20, 1444}};

// The index in `lines` (ranked best first, as tree_report gives them) of the action a level with
// `temperature` plays. A proven win is always played and proven losses are never candidates
// while another action is not one; unvisited actions never are.
std::size_t level_pick(std::span<const RootLine> lines, double temperature, Rng& rng);

// What a level below 20 changes: the iteration cap of `control`, and the action of `outcome`,
// drawn by level_pick() among the tree's root actions after the search.
void limit_to_level(SearchControl& control, StrengthLevel level);
void pick_at_level(const Tree& tree, StrengthLevel level, Rng& rng, SearchOutcome& outcome);

}  // namespace zhuge::search::luzhanqi
