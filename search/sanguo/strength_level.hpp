#pragma once
// Sanguo's strength levels (search/strength_level.hpp): a level below 20 caps the nodes, ranks
// its best root moves with the MultiPV machinery and draws its move from them, each with a
// weight of exp(score / temperature), the temperature in centipawns.

#include <array>
#include <cstddef>
#include <span>

#include "search/sanguo/sanguo_search.hpp"
#include "search/strength_level.hpp"

namespace zhuge::search::sanguo {

// Two stretches, each spaced for even Elo steps by its measured Elo per doubling of the nodes
// (docs/strength.md, "Levels", fifth pass): levels 0-11 from 150 nodes (depth 1 and no more) by
// x1.28 a level, where a doubling is worth ~140 Elo; levels 12-19 by x1.46 a level up to about
// 50000, where it is worth ~60. Levels 0-10 search without quiescence (kQuiescenceBudget). 800 cp
// at level 0, x0.8 a level (about 12 cp at level 19). The third pass (256 x 2^(level / 2.5), 400 cp
// x 0.82^level, quiescence at every level) spanned 679 Elo, 34 a level.
inline constexpr LevelScale kLevelScale{
    {150,  193,  247,  317,  408,  523,   672,   863,   1108,  1423,
     1827, 2346, 3437, 5035, 7376, 10806, 15831, 23192, 33976, 49775},
    800.0,
    0.8};

// A level whose budget is below this searches without quiescence: a leaf is its evaluation, so
// it sees no recapture beyond its depth, as a beginner does. Depth 1 without quiescence scored
// 166 Elo below depth 1 with it; at 2000 nodes with and without played even (docs/strength.md).
inline constexpr std::uint64_t kQuiescenceBudget = 2048;

// The root moves a level ranks and chooses among.
inline constexpr int kLevelCandidates = 4;

// How often a level's search asks its node cap: closely enough that the small caps of the low
// levels are kept (the default, 1024, gave levels 0-5 the same search).
inline constexpr std::uint64_t kLevelPollNodes = 64;

// The measured ladder, Player random = 0 (docs/strength.md, "Levels (issue 16)", at st=0.5):
// every level against its neighbour and every fourth against the fourth above, fitted, made to
// rise (levels measured alike are one rung: tools/ladder.py). UCI_Elo maps onto it. Re-measure
// it with tools/ladder.py when the search changes.
inline constexpr std::array kLadder = {
    LadderPoint{0, 446},  LadderPoint{1, 464},  LadderPoint{2.5, 487}, LadderPoint{4, 511},
    LadderPoint{5, 553},  LadderPoint{6, 587},  LadderPoint{7, 637},   LadderPoint{8, 703},
    LadderPoint{9, 750},  LadderPoint{10, 823}, LadderPoint{11, 837},  LadderPoint{12, 842},
    LadderPoint{14, 892}, LadderPoint{16, 915}, LadderPoint{18, 975},  LadderPoint{20, 1067}};

// The index in `scores` (the root moves' scores, ranked best first) of the move a level with
// `temperature` plays; only the first kLevelCandidates are candidates.
std::size_t level_pick(std::span<const int> scores, double temperature, Rng& rng);

// What a level below 20 changes: the node cap and MultiPV of `limits`, and the move of
// `outcome`, drawn by level_pick() among the ranked root moves of its last iteration.
void limit_to_level(SanguoLimits& limits, StrengthLevel level);
void pick_at_level(StrengthLevel level, Rng& rng, SanguoOutcome& outcome);

}  // namespace zhuge::search::sanguo
