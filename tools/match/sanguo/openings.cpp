#include "tools/match/sanguo/openings.hpp"

#include <fstream>

#include "engine/sanguo/position.hpp"

namespace zhuge::match {
namespace {

bool load_openings(const std::string& path, std::vector<std::string>& openings,
                   std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "--openings: cannot read '" + path + "'";
    return false;
  }
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line.front() == '#') continue;
    std::string why;
    const auto pos = sanguo::Position::from_fen(line, why);
    if (!pos) {
      error = path + ":" + std::to_string(number) + ": " + why;
      return false;
    }
    openings.push_back(line);
  }
  if (openings.empty()) error = "--openings: no FEN in '" + path + "'";
  return !openings.empty();
}

}  // namespace

void add_sanguo_flags(po::options_description& flags) {
  flags.add_options()("openings", one_value("FILE"),
                      "sanguo: one FEN per line (default: the start position)")(
      "no-flag-bearers", "sanguo: start without flag-bearers");
}

bool read_sanguo_flags(const std::vector<po::option>& given, MatchConfig& config,
                       std::string& error) {
  std::string openings_path;
  bool flag_bearers = true;
  for (const po::option& flag : given) {
    if (flag.string_key == "openings") openings_path = flag.value.front();
    if (flag.string_key == "no-flag-bearers") flag_bearers = false;
  }
  if (openings_path.empty()) {
    config.starts = {sanguo::Position::start(flag_bearers).fen()};
    return true;
  }
  return load_openings(openings_path, config.starts, error);
}

std::optional<GameStart> sanguo_page_start(const nlohmann::json& message, std::string& error) {
  bool flag_bearers = true;
  if (message.contains("flag_bearers")) {
    if (!message["flag_bearers"].is_boolean()) {
      error = "new_game: 'flag_bearers' must be true or false";
      return std::nullopt;
    }
    flag_bearers = message["flag_bearers"];
  }
  if (!message.contains("fen")) return GameStart{sanguo::Position::start(flag_bearers).fen(), {}};
  if (!message["fen"].is_string()) {
    error = "new_game: 'fen' must be a string";
    return std::nullopt;
  }
  std::string why;
  if (!sanguo::Position::from_fen(message["fen"].get<std::string>(), why)) {
    error = "new_game: bad fen: " + why;
    return std::nullopt;
  }
  return GameStart{message["fen"], {}};
}

}  // namespace zhuge::match
