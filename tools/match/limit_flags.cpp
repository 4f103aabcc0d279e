#include "tools/match/limit_flags.hpp"

namespace zhuge::match {

void add_limit_flags(po::options_description& flags, const GameLimits& defaults) {
  const auto with_default = [](const char* help, int value) {
    return std::string(help) + " (default " + std::to_string(value) + ")";
  };
  flags.add_options()("max-plies", one_value("N"),
                      with_default("adjudicate a draw after N plies", defaults.max_plies).c_str())(
      "margin", one_value("MS"),
      with_default("time beyond a limit before an engine loses on time",
                   defaults.patience.margin_ms)
          .c_str())(
      "ping-timeout", one_value("MS"),
      with_default("wait for an engine's readyok and uciok", defaults.patience.ping_timeout_ms)
          .c_str());
}

bool is_limit_flag(const po::option& flag) {
  return flag.string_key == "max-plies" || flag.string_key == "margin" ||
         flag.string_key == "ping-timeout";
}

bool read_limit_flag(const po::option& flag, GameLimits& limits, std::string& error) {
  if (flag.string_key == "max-plies") return read_int(flag, limits.max_plies, 1, 1'000'000, error);
  if (flag.string_key == "margin") {
    return read_int(flag, limits.patience.margin_ms, 0, 600'000, error);
  }
  return read_int(flag, limits.patience.ping_timeout_ms, 1, 600'000, error);
}

}  // namespace zhuge::match
