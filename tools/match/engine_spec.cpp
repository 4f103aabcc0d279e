#include "tools/match/engine_spec.hpp"

#include <charconv>
#include <string_view>

namespace zhuge::match {
namespace {

template <typename Int>
std::optional<Int> parse_positive(std::string_view text) {
  Int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value <= 0) return std::nullopt;
  return value;
}

bool apply(EngineSpec& spec, std::string_view key, std::string_view value) {
  if (key == "cmd") {
    spec.command = value;
  } else if (key == "name") {
    spec.name = value;
  } else if (key == "dir") {
    spec.dir = value;
  } else if (key.starts_with("option.") && key.size() > 7) {
    spec.options.emplace_back(key.substr(7), value);
  } else if (key == "st") {
    spec.tc.move_ms = parse_seconds_as_ms(value);
    return spec.tc.move_ms && *spec.tc.move_ms > 0;
  } else if (key == "tc") {
    return parse_tc(value, spec.tc);
  } else if (key == "nodes") {
    spec.tc.nodes = parse_positive<long long>(value);
    return spec.tc.nodes.has_value();
  } else if (key == "depth") {
    spec.tc.depth = parse_positive<int>(value);
    return spec.tc.depth.has_value();
  } else {
    return false;
  }
  return !value.empty();
}

}  // namespace

std::optional<EngineSpec> parse_engine_spec(const std::vector<std::string>& tokens,
                                            std::string& error, LimitRule rule) {
  EngineSpec spec;
  for (const std::string& token : tokens) {
    const auto eq = token.find('=');
    if (eq == std::string::npos || !apply(spec, std::string_view(token).substr(0, eq),
                                          std::string_view(token).substr(eq + 1))) {
      error = "bad engine setting '" + token + "'";
      return std::nullopt;
    }
  }
  if (spec.command.empty()) {
    error = "an engine needs cmd=PATH";
    return std::nullopt;
  }
  const TimeControl& tc = spec.tc;
  if (rule == LimitRule::Required && !tc.move_ms && !tc.base_ms && !tc.nodes && !tc.depth) {
    error = "engine '" + spec.command + "' needs a limit: st=, tc=, nodes= or depth=";
    return std::nullopt;
  }
  if (spec.name.empty()) spec.name = spec.command.substr(spec.command.find_last_of('/') + 1);
  return spec;
}

}  // namespace zhuge::match
