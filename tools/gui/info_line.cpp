#include "tools/gui/info_line.hpp"

#include <charconv>
#include <sstream>
#include <string_view>
#include <vector>

namespace zhuge::gui {

using nlohmann::json;

namespace {

std::optional<long long> number(const std::string& word) {
  long long value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
  return value;
}

// "values r 12 g -30 b -": each kingdom's value, null for a defeated one. With MultiPV the
// line names its rank first ("values multipv 2 r ..."), which goes to `multipv`.
std::optional<json> kingdom_values(const std::vector<std::string>& words, std::size_t at,
                                   json& message) {
  if (at + 2 < words.size() && words[at + 1] == "multipv") {
    const auto rank = number(words[at + 2]);
    if (!rank) return std::nullopt;
    message["multipv"] = *rank;
    at += 2;
  }
  if (words.size() != at + 7) return std::nullopt;
  json values = json::array();
  for (std::size_t k = 0; k < 3; ++k) {
    if (words[at + 1 + 2 * k] != std::string(1, "rgb"[k])) return std::nullopt;
    const std::string& value = words[at + 2 + 2 * k];
    const auto cp = number(value);
    if (!cp && value != "-") return std::nullopt;
    values.push_back(cp ? json(*cp) : json(nullptr));
  }
  return values;
}

}  // namespace

std::optional<json> info_message(int seat, const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string word; in >> word;) words.push_back(word);
  json message = {{"type", "info"}, {"seat", seat}};
  bool any = false;
  const auto set_number = [&](const char* key, std::size_t at) {
    if (at >= words.size()) return;
    if (const auto value = number(words[at])) message[key] = *value, any = true;
  };
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& key = words[i];
    if (key == "depth" || key == "seldepth" || key == "nodes" || key == "nps" || key == "multipv") {
      set_number(key.c_str(), ++i);
    } else if (key == "time") {
      set_number("time_ms", ++i);
    } else if (key == "score" && i + 2 < words.size() && words[i + 1] == "cp") {
      set_number("score_cp", i + 2);
      i += 2;
    } else if (key == "wdl" && i + 3 < words.size()) {
      const auto w = number(words[i + 1]), d = number(words[i + 2]), l = number(words[i + 3]);
      if (w && d && l) message["wdl"] = {*w, *d, *l}, any = true;
      i += 3;
    } else if (key == "pv") {
      std::string pv;
      for (std::size_t j = i + 1; j < words.size(); ++j) pv += (j > i + 1 ? " " : "") + words[j];
      message["pv"] = pv;
      any = true;
      break;
    } else if (key == "string") {
      if (i + 1 < words.size() && words[i + 1] == "values") {
        if (const auto values = kingdom_values(words, i + 1, message))
          message["values"] = *values, any = true;
      }
      break;  // the rest of the line is the string
    }
  }
  if (!any) return std::nullopt;
  return message;
}

}  // namespace zhuge::gui
