#include "tools/match/limit_flags.hpp"

#include "tools/match/flag_parsing.hpp"

namespace zhuge::match {

bool is_limit_flag(const std::string& flag) {
  return flag == "--max-plies" || flag == "--margin" || flag == "--ping-timeout";
}

bool read_limit_flag(const std::string& flag, const std::string& value, GameLimits& limits) {
  if (flag == "--max-plies") return parse_int(value, limits.max_plies, 1, 1'000'000);
  if (flag == "--margin") return parse_int(value, limits.patience.margin_ms, 0, 600'000);
  return parse_int(value, limits.patience.ping_timeout_ms, 1, 600'000);
}

}  // namespace zhuge::match
