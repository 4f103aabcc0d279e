#include "eval/sanguo/weights.hpp"

#include <array>

namespace zhuge::eval::sanguo {

namespace {

using W = EvalWeights;
constexpr std::array kTable = {
    WeightInfo{"SanguoAdvisor", &W::advisor, 0, 5000, "sanguo eval: advisor value (cp)"},
    WeightInfo{"SanguoElephant", &W::elephant, 0, 5000, "sanguo eval: elephant value (cp)"},
    WeightInfo{"SanguoHorse", &W::horse, 0, 5000, "sanguo eval: horse value (cp)"},
    WeightInfo{"SanguoChariot", &W::chariot, 0, 5000, "sanguo eval: chariot value (cp)"},
    WeightInfo{"SanguoCannon", &W::cannon, 0, 5000, "sanguo eval: cannon value (cp)"},
    WeightInfo{"SanguoSoldier", &W::soldier, 0, 5000, "sanguo eval: soldier value (cp)"},
    WeightInfo{"SanguoCrossedSoldier", &W::crossed_soldier, 0, 5000,
               "sanguo eval: crossed soldier value (cp)"},
    WeightInfo{"SanguoFlagBearer", &W::flag_bearer, 0, 5000, "sanguo eval: flag-bearer value (cp)"},
    WeightInfo{"SanguoSoldierAdvance", &W::soldier_advance, 0, 500,
               "sanguo eval: per rank a soldier advanced (cp)"},
    WeightInfo{"SanguoCentreFile", &W::centre_file, 0, 500,
               "sanguo eval: per file nearer the centre, horse/cannon/flag-bearer (cp)"},
    WeightInfo{"SanguoForward", &W::forward, 0, 500,
               "sanguo eval: an attacking piece in a rival half (cp)"},
    WeightInfo{"SanguoNearPalace", &W::near_palace, 0, 500,
               "sanguo eval: an attacking piece next to a rival palace (cp)"},
    WeightInfo{"SanguoMobility", &W::mobility, 0, 100,
               "sanguo eval: per point an attacking piece reaches (cp)"},
    WeightInfo{"SanguoPalacePressure", &W::palace_pressure, 0, 500,
               "sanguo eval: per rival palace point attacked (cp)"},
    WeightInfo{"SanguoCheck", &W::check, 0, 2000, "sanguo eval: own general attacked (cp)"},
    WeightInfo{"SanguoHangingPercent", &W::hanging_percent, 0, 100,
               "sanguo eval: % of a piece's value lost when it hangs"},
    WeightInfo{"SanguoStakePermille", &W::stake_permille, 0, 1000,
               "sanguo eval: per mille of a threatened rival's army counted by its attacker"},
    WeightInfo{"SanguoStakeDanger", &W::stake_danger, 1, 100,
               "sanguo eval: palace pressure that makes a rival's fall certain"},
    WeightInfo{"SanguoRivalDefeated", &W::rival_defeated, 0, 5000,
               "sanguo eval: for each kingdom in play, per rival already defeated (cp)"},
};

}  // namespace

std::span<const WeightInfo> weight_table() {
  return kTable;
}

}  // namespace zhuge::eval::sanguo
