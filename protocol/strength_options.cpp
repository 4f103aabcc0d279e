#include "protocol/strength_options.hpp"

#include <algorithm>
#include <string>

#include "protocol/engine_options.hpp"
#include "search/luzhanqi/strength_level.hpp"
#include "search/sanguo/strength_level.hpp"

namespace zhuge::protocol {

namespace {
namespace lzs = search::luzhanqi;
namespace sgs = search::sanguo;

// From the weakest to the strongest measured level of either game, so that the slider reaches
// both games' ends; beyond its own ladder a game plays its level 0 or 20.
constexpr int kMinElo = std::min(lzs::kLadder.front().elo, sgs::kLadder.front().elo);
constexpr int kMaxElo = std::max(lzs::kLadder.back().elo, sgs::kLadder.back().elo);
}  // namespace

void add_strength_options(OptionRegistry& registry) {
  using std::string;
  registry.add(Option::check(string(option_name::kLimitStrength), false,
                             "play at the strength of UCI_Elo instead of Skill Level"));
  registry.add(Option::spin(string(option_name::kElo), kMaxElo, kMinElo, kMaxElo,
                            "with UCI_LimitStrength: the strength, in each game's measured Elo "
                            "(Player random = 0)"));
  registry.add(Option::spin(string(option_name::kSkillLevel), int(search::kFullStrengthLevel), 0,
                            int(search::kFullStrengthLevel),
                            "strength level; 20 = full strength, lower sees less"));
}

search::StrengthLevel strength_level(const OptionRegistry* options,
                                     std::span<const search::LadderPoint> ladder) {
  if (options == nullptr) return {};
  if (options->check(option_name::kLimitStrength)) {
    return search::level_for_elo(ladder, options->spin(option_name::kElo));
  }
  return {double(options->spin(option_name::kSkillLevel))};
}

}  // namespace zhuge::protocol
