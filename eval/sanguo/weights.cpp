#include "eval/sanguo/weights.hpp"

#include <array>

namespace zhuge::eval::sanguo {

namespace {

using W = EvalWeights;
constexpr std::array kTable = {
    SpinParameter<W>{"Advisor", &W::advisor, 0, 5000, "advisor value (cp)"},
    SpinParameter<W>{"Elephant", &W::elephant, 0, 5000, "elephant value (cp)"},
    SpinParameter<W>{"Horse", &W::horse, 0, 5000, "horse value (cp)"},
    SpinParameter<W>{"Chariot", &W::chariot, 0, 5000, "chariot value (cp)"},
    SpinParameter<W>{"Cannon", &W::cannon, 0, 5000, "cannon value (cp)"},
    SpinParameter<W>{"Soldier", &W::soldier, 0, 5000, "soldier value (cp)"},
    SpinParameter<W>{"CrossedSoldier", &W::crossed_soldier, 0, 5000, "crossed soldier value (cp)"},
    SpinParameter<W>{"FlagBearer", &W::flag_bearer, 0, 5000, "flag-bearer value (cp)"},
    SpinParameter<W>{"SoldierAdvance", &W::soldier_advance, 0, 500,
                     "per rank a soldier advanced (cp)"},
    SpinParameter<W>{"CentreFile", &W::centre_file, 0, 500,
                     "per file nearer the centre, horse/cannon/flag-bearer (cp)"},
    SpinParameter<W>{"Forward", &W::forward, 0, 500, "an attacking piece in a rival half (cp)"},
    SpinParameter<W>{"NearPalace", &W::near_palace, 0, 500,
                     "an attacking piece next to a rival palace (cp)"},
    SpinParameter<W>{"Mobility", &W::mobility, 0, 100, "per point an attacking piece reaches (cp)"},
    SpinParameter<W>{"PalacePressure", &W::palace_pressure, 0, 500,
                     "per rival palace point attacked (cp)"},
    SpinParameter<W>{"Check", &W::check, 0, 2000, "own general attacked (cp)"},
    SpinParameter<W>{"HangingPercent", &W::hanging_percent, 0, 100,
                     "% of a piece's value lost when it hangs"},
    SpinParameter<W>{"StakePermille", &W::stake_permille, 0, 1000,
                     "per mille of a threatened rival's army counted by its attacker"},
    SpinParameter<W>{"StakeDanger", &W::stake_danger, 1, 100,
                     "palace pressure that makes a rival's fall certain"},
    SpinParameter<W>{"RivalDefeated", &W::rival_defeated, 0, 5000,
                     "for each kingdom in play, per rival already defeated (cp)"},
};

}  // namespace

ParameterTable<EvalWeights> weight_parameters() {
  return {kTable, {}};
}

}  // namespace zhuge::eval::sanguo
