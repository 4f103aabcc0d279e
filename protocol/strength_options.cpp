#include "protocol/strength_options.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"

namespace zhuge::protocol {

namespace {

// From the weakest to the strongest measured level of any game, so that the slider reaches every
// game's ends; beyond its own ladder a game plays its level 0 or 20. A game with no ladder yet
// plays at full strength at every level.
std::pair<int, int> elo_range() {
  int lowest = std::numeric_limits<int>::max(), highest = std::numeric_limits<int>::min();
  for (const auto& game : games()) {
    if (game.ladder.empty()) continue;
    lowest = std::min(lowest, game.ladder.front().elo);
    highest = std::max(highest, game.ladder.back().elo);
  }
  return {lowest, highest};
}

}  // namespace

void add_strength_options(OptionRegistry& registry) {
  using std::string;
  registry.add(Option::check(string(option_name::kLimitStrength), false,
                             "play at the strength of UCI_Elo instead of Skill Level"));
  const auto [min_elo, max_elo] = elo_range();
  registry.add(Option::spin(string(option_name::kElo), max_elo, min_elo, max_elo,
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
