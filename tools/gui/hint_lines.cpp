#include "tools/gui/hint_lines.hpp"

#include <algorithm>
#include <set>

#include "tools/gui/info_line.hpp"

namespace zhuge::gui {

using nlohmann::json;

void HintLines::add(const std::string& line) {
  const auto info = info_message(0, line);
  if (!info) return;
  // With MultiPV 1 an engine leaves the rank out.
  const long long rank = info->value("multipv", 1LL);
  if (info->contains("values")) {
    // The per-side values follow the line of their rank.
    const auto it = current_.find(rank);
    if (it != current_.end()) it->second["values"] = (*info)["values"];
    return;
  }
  if (!info->contains("pv")) return;
  const std::string pv = (*info)["pv"];
  if (pv.empty()) return;
  json entry = {{"move", pv.substr(0, pv.find(' '))}};
  for (const char* key : {"score_cp", "wdl"}) {
    if (info->contains(key)) entry[key] = (*info)[key];
  }
  if (rank == 1) {
    earlier_ = lines();
    current_.clear();
  }
  current_[rank] = entry;
  most_ = std::max(most_, current_.size());
}

json HintLines::lines() const {
  json list = json::array();
  std::set<std::string> moves;
  for (const auto& [rank, entry] : current_) {
    if (moves.insert(entry["move"]).second) list.push_back(entry);
  }
  for (const json& entry : earlier_) {
    if (list.size() < most_ && moves.insert(entry["move"]).second) list.push_back(entry);
  }
  return list;
}

}  // namespace zhuge::gui
