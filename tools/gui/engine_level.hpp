#pragma once
// A seat engine's strength level, through the UCI options UCI_LimitStrength and UCI_Elo: the
// Elo range that the engine declares in its answer to `uci`, and the options that set a level.
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace zhuge::gui {

struct EloRange {
  int min = 0;
  int max = 0;
  int default_elo = 0;
};

// From `option name UCI_Elo type spin default D min A max B`; nullopt when the engine declares
// no such option (or a range that does not read, or with min above max).
std::optional<EloRange> elo_range(const std::vector<std::string>& declared_options);

// The setoption name/value pairs for a level: an Elo, or nullopt for full strength.
std::vector<std::pair<std::string, std::string>> level_options(std::optional<int> elo);

}  // namespace zhuge::gui
