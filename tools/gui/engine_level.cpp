#include "tools/gui/engine_level.hpp"

#include <map>
#include <sstream>

namespace zhuge::gui {

std::optional<EloRange> elo_range(const std::vector<std::string>& declared_options) {
  const std::string prefix = "option name UCI_Elo type spin ";
  for (const std::string& line : declared_options) {
    if (!line.starts_with(prefix)) continue;
    std::istringstream in(line.substr(prefix.size()));
    std::map<std::string, int> fields;
    for (std::string key; in >> key;) {
      int value = 0;
      if (!(in >> value)) return std::nullopt;
      fields[key] = value;
    }
    if (!fields.contains("min") || !fields.contains("max") || !fields.contains("default") ||
        fields["min"] > fields["max"]) {
      return std::nullopt;
    }
    return EloRange{fields["min"], fields["max"], fields["default"]};
  }
  return std::nullopt;
}

std::vector<std::pair<std::string, std::string>> level_options(std::optional<int> elo) {
  if (!elo) return {{"UCI_LimitStrength", "false"}};
  return {{"UCI_LimitStrength", "true"}, {"UCI_Elo", std::to_string(*elo)}};
}

}  // namespace zhuge::gui
