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

// Levels 0 and 1 stop after depth 1 (160-190 nodes from the openings) and differ by their
// evaluation's error and temperature; from level 2, 218 nodes x1.45 a level, so that each level
// sees a little deeper than the one below, up to 120701 at level 19 (depth 7; level 20 reaches
// depth 10 in 0.5 s). docs/strength.md, "Levels", sixth pass: the fifth (150 x1.28 a level, then
// x1.46 to 49775) left levels 0-3 all at depth 1 and 16-19 alike.
// The temperatures, seventh pass: the sixth's (1600 cp x0.75 a level) left the middle levels
// strong and the top ones alike, for the budgets buy less there. A temperature k times a level's
// own cost some 20 (log2 k)^2 Elo in probes at levels 8, 12 and 16, so each level from 5 takes
// what it must lose for even steps from level 4 to 20: 800-870 cp to level 8, then falling fast
// to 10 cp at level 19.
inline constexpr LevelScale kLevelScale{
    {150,  180,  218,  316,   458,   665,   964,   1397,  2026,  2938,
     4260, 6177, 8956, 12987, 18831, 27305, 39592, 57409, 83242, 120701},
    {1600, 1200, 1000, 950, 900, 870, 850, 820, 780, 580,
     430,  320,  235,  155, 100, 63,  39,  26,  17,  10.5}};

// The most a level's evaluation errs, in centipawns: 450 at level 0, x0.6 a level, none once
// below kLevelNoiseFloor (from level 5). A beginner misjudges positions rather than moving at
// random: an error of up to 300 at depth 1 cost 89 Elo, of up to 600 361 (the probes).
inline constexpr double kLevelNoiseAtZero = 450.0;
inline constexpr double kLevelNoisePerLevel = 0.6;
inline constexpr int kLevelNoiseFloor = 50;

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
    LadderPoint{0, 368},     LadderPoint{1, 422},   LadderPoint{2, 471},   LadderPoint{3, 533},
    LadderPoint{4, 622},     LadderPoint{5, 727},   LadderPoint{6, 776},   LadderPoint{7, 857},
    LadderPoint{8, 883},     LadderPoint{9, 955},   LadderPoint{10, 1010}, LadderPoint{11, 1065},
    LadderPoint{12.5, 1069}, LadderPoint{14, 1071}, LadderPoint{15, 1152}, LadderPoint{16.5, 1203},
    LadderPoint{18, 1209},   LadderPoint{19, 1247}, LadderPoint{20, 1344}};

// The index in `scores` (the root moves' scores, ranked best first) of the move a level with
// `temperature` plays; only the first kLevelCandidates are candidates.
std::size_t level_pick(std::span<const int> scores, double temperature, Rng& rng);

// The evaluation error of a level below 20 (SearchLimits::eval_noise).
int level_noise(StrengthLevel level);

// What a level below 20 changes: the node cap, MultiPV, quiescence and evaluation error of
// `limits` (its error seeded from `rng`), and the move of `outcome`, drawn by level_pick() among
// the ranked root moves of its last iteration.
void limit_to_level(SanguoLimits& limits, StrengthLevel level, Rng& rng);
void pick_at_level(StrengthLevel level, Rng& rng, SanguoOutcome& outcome);

}  // namespace zhuge::search::sanguo
