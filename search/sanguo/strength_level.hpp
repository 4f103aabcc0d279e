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

// The budgets, temperatures and evaluation errors of the seventh pass (budgets 150, 180, then
// 218 nodes x1.45 a level; temperatures 800-870 cp through levels 5-8, then falling fast; errors
// 450 cp x0.6 a level to level 4) left uneven steps: the fourths of its ladder rose +254, +261,
// +195, +144, +122. The eighth pass read all three tables at the settings where a quartic
// through that ladder rises by even steps (tools/even_levels.py), so the budgets rise slowly at
// the bottom and fast at the top, where nodes buy little.
// Its levels 17, 18 and 19 played alike (ranking four lines costs nodes, and 9-25 cp of
// temperature hardly draws), so levels 18 and 19 are plain searches of one line, no temperature.
// One line plays alike from 35,000 to 150,000 nodes (depth 6.5 to 8); whole rounds of three
// plies matter. So level 18 searches 65,000 nodes, where one line completes depth 7 (+103 over
// level 17's four lines), level 19 300,000, where it completes depth 9, and the ladder gives
// level 20 1 s a move (a median depth 10 here): at 0.5 s it searches about as many as level 19.
// Levels 0-13 then rose 34 Elo a step at the bottom, 3-4 not at all. The eleventh pass made level
// 0 misjudge by up to 1200 cp (171 Elo below 450 cp) and spread levels 1-12 evenly up to level 13
// (tools/even_levels.py --span 0:13); the twelfth spread them again over the cubic through the
// eleventh's measured ladder, and the thirteenth spread levels 10-12 over the broken line
// through the twelfth's, whose step 10-11 was small and 11-12 large.
// docs/strength.md, "Levels", ninth to thirteenth passes.
inline constexpr LevelScale kLevelScale{
    {150,  162,  171,  181,  224,  368,   487,   581,   672,   807,
     1248, 1925, 2723, 3965, 6324, 11875, 28344, 60210, 65000, 300000},
    {1600, 1414, 1307, 1210, 1025, 933, 897, 881,  871, 859,
     827,  749,  602,  456,  314,  171, 60,  24.6, 0,   0}};

// The most each level's evaluation errs, in centipawns (levels 0..19; a fractional level between
// two, linearly): from 1200 at level 0 to none from level 9 (the twelfth pass). A beginner
// misjudges positions rather than moving at random: at depth 1, against an error of up to 450, one
// of up to 900 cost 113 Elo and one of up to 1200 171 (the probes of the sixth and eleventh
// passes).
inline constexpr std::array<int, kCappedLevels> kLevelNoise{1200, 772, 501, 283, 166,
                                                            84,   45,  21,  5};

// A level whose budget is below this searches without quiescence: a leaf is its evaluation, so
// it sees no recapture beyond its depth, as a beginner does. Depth 1 without quiescence scored
// 166 Elo below depth 1 with it; at 2000 nodes with and without played even (docs/strength.md).
inline constexpr std::uint64_t kQuiescenceBudget = 2048;

// The root moves a level with a temperature ranks and chooses among; a level without one ranks
// only its best (level_candidates()).
inline constexpr int kLevelCandidates = 4;

// How often a level's search asks its node cap: closely enough that the small caps of the low
// levels are kept (the default, 1024, gave levels 0-5 the same search).
inline constexpr std::uint64_t kLevelPollNodes = 64;

// The measured ladder, Player random = 0 (docs/strength.md, "Levels (issue 16)": levels 0-13
// the thirteenth pass's, on 60 openings, 3-4 three times over; 13-18 the eighth and ninth's on
// 60 and 36; 18-19 and 19-20, level 20 at 1 s a move, the tenth's, taken on to 20 and 17): every
// level against its neighbour and every fourth from 0 to 16 against the fourth above, fitted, made
// to rise (levels measured alike would be one rung: tools/ladder.py). UCI_Elo maps onto it.
// Re-measure it with tools/ladder.py when the search changes.
inline constexpr std::array kLadder = {
    LadderPoint{0, 407},   LadderPoint{1, 496},   LadderPoint{2, 550},   LadderPoint{3, 602},
    LadderPoint{4, 646},   LadderPoint{5, 703},   LadderPoint{6, 763},   LadderPoint{7, 840},
    LadderPoint{8, 898},   LadderPoint{9, 963},   LadderPoint{10, 1026}, LadderPoint{11, 1070},
    LadderPoint{12, 1167}, LadderPoint{13, 1195}, LadderPoint{14, 1247}, LadderPoint{15, 1308},
    LadderPoint{16, 1416}, LadderPoint{17, 1494}, LadderPoint{18, 1597}, LadderPoint{19, 1659},
    LadderPoint{20, 1751}};

// The index in `scores` (the root moves' scores, ranked best first) of the move a level with
// `temperature` plays; only the first kLevelCandidates are candidates.
std::size_t level_pick(std::span<const int> scores, double temperature, Rng& rng);

// How many root moves a level ranks: kLevelCandidates, or 1 where its temperature is 0.
int level_candidates(StrengthLevel level);

// The evaluation error of a level below 20 (SearchLimits::eval_noise).
int level_noise(StrengthLevel level);

// What a level below 20 changes: the node cap, MultiPV, quiescence and evaluation error of
// `limits` (its error seeded from `rng`), and the move of `outcome`, drawn by level_pick() among
// the ranked root moves of its last iteration.
void limit_to_level(SanguoLimits& limits, StrengthLevel level, Rng& rng);
void pick_at_level(StrengthLevel level, Rng& rng, SanguoOutcome& outcome);

}  // namespace zhuge::search::sanguo
