#pragma once
// The strength options of both games, as Stockfish defines them: `Skill Level` 0..20 (20 = full
// strength), and `UCI_Elo`, which wins over it while `UCI_LimitStrength` is true. The UCI_Elo
// range spans both games' measured ladders (docs/strength.md, "Levels (issue 16)").

#include <span>

#include "protocol/options.hpp"
#include "search/strength_level.hpp"

namespace zhuge::protocol {

void add_strength_options(OptionRegistry& registry);

// The level the options ask for, UCI_Elo mapped onto the game's `ladder`; full strength when
// `options` is null.
search::StrengthLevel strength_level(const OptionRegistry* options,
                                     std::span<const search::LadderPoint> ladder);

}  // namespace zhuge::protocol
