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

// 256 nodes at level 0, doubling every 2.5 levels (256 x 2^(level / 2.5), rounded: about 50000 at
// level 19); 400 cp at level 0, about 10 cp at level 19. The first pass (doubling every 2 levels,
// 150 cp x 0.87^level) bunched the upper levels and put level 0 far above random
// (docs/strength.md, "Levels").
inline constexpr LevelScale kLevelScale{
    {256,  338,  446,  588,  776,   1024,  1351,  1783,  2353,  3104,
     4096, 5405, 7132, 9410, 12417, 16384, 21619, 28526, 37641, 49667},
    400.0,
    0.82};

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
    LadderPoint{0, 325},    LadderPoint{2, 370},  LadderPoint{3, 445},  LadderPoint{4.5, 486},
    LadderPoint{6, 608},    LadderPoint{8, 688},  LadderPoint{10, 691}, LadderPoint{11, 716},
    LadderPoint{12, 754},   LadderPoint{14, 774}, LadderPoint{16, 861}, LadderPoint{17, 874},
    LadderPoint{18.5, 961}, LadderPoint{20, 1017}};

// The index in `scores` (the root moves' scores, ranked best first) of the move a level with
// `temperature` plays; only the first kLevelCandidates are candidates.
std::size_t level_pick(std::span<const int> scores, double temperature, Rng& rng);

// What a level below 20 changes: the node cap and MultiPV of `limits`, and the move of
// `outcome`, drawn by level_pick() among the ranked root moves of its last iteration.
void limit_to_level(SanguoLimits& limits, StrengthLevel level);
void pick_at_level(StrengthLevel level, Rng& rng, SanguoOutcome& outcome);

}  // namespace zhuge::search::sanguo
