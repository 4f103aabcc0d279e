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

// Iterations from 16 at level 0 to 12,500 at level 19, set by what a doubling was worth in
// session 22's probes (docs/strength.md, "Levels"): some 200 Elo between 16 and 200 iterations,
// 130 up to 500, 55-70 above. So the budget grows slowly at the bottom and fast at the top, for
// 50-85 Elo a level as measured. Levels 18 and 19 split the five doublings from level 17 to
// level 20 (some 40,000 iterations at the ladder's 0.2 s) in three even parts.
// Temperature 1 (weights in proportion to visits) at level 0, about 0.1 at level 19.
inline constexpr LevelScale kLevelScale{
    {16, 20, 25, 31, 38, 46, 56, 68, 82, 99, 120, 144, 174, 217, 303, 422, 680, 1280, 4000, 12500},
    geometric_temperatures(1.0, 0.885)};

// The root actions a level chooses among: the most visited ones.
inline constexpr std::size_t kLevelCandidates = 4;

// The measured ladder, Player random = 0 (docs/strength.md, "Levels (issue 16)", at st=0.2):
// every level against its neighbour and every fourth against the fourth above, fitted, made to
// rise (levels measured alike are one rung at their middle level: tools/ladder.py). UCI_Elo maps
// onto it. Re-measure it with tools/ladder.py when the search changes.
inline constexpr std::array kLadder = {
    LadderPoint{0, 676},   LadderPoint{1, 749},   LadderPoint{2, 834},   LadderPoint{3, 909},
    LadderPoint{4, 964},   LadderPoint{5, 1049},  LadderPoint{6, 1110},  LadderPoint{7, 1185},
    LadderPoint{8, 1259},  LadderPoint{9, 1341},  LadderPoint{10, 1404}, LadderPoint{11, 1465},
    LadderPoint{12, 1531}, LadderPoint{13, 1611}, LadderPoint{14, 1668}, LadderPoint{15, 1725},
    LadderPoint{16, 1795}, LadderPoint{17, 1879}, LadderPoint{18, 1963}, LadderPoint{19, 2030},
    LadderPoint{20, 2092}};

// The index in `lines` (ranked best first, as tree_report gives them) of the action a level with
// `temperature` plays. A proven win is always played and proven losses are never candidates
// while another action is not one; unvisited actions never are.
std::size_t level_pick(std::span<const RootLine> lines, double temperature, Rng& rng);

// What a level below 20 changes: the iteration cap of `control`, and the action of `outcome`,
// drawn by level_pick() among the tree's root actions after the search.
void limit_to_level(SearchControl& control, StrengthLevel level);
void pick_at_level(const Tree& tree, StrengthLevel level, Rng& rng, SearchOutcome& outcome);

// The search of a level below 20: `params` with the exploration, the minimax weight and the
// evaluation's centre that the ladder above was measured with (session 35), so that a later
// default moves only level 20.
SearchParams level_params(SearchParams params);

}  // namespace zhuge::search::luzhanqi
