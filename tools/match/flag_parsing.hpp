#pragma once
// Reading a command line of flags, each followed by its values: the values of one flag, and
// whole numbers (all of the text, within bounds).
#include <charconv>
#include <string>
#include <string_view>
#include <vector>

namespace zhuge::match {

template <typename Int>
bool parse_int(std::string_view text, Int& value, Int min, Int max) {
  Int parsed{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), parsed);
  if (error != std::errc() || end != text.data() + text.size() || parsed < min || parsed > max) {
    return false;
  }
  value = parsed;
  return true;
}

// The values after the flag args[i], up to the next flag; moves i to the last of them.
inline std::vector<std::string> values_after(const std::vector<std::string>& args, std::size_t& i) {
  std::vector<std::string> values;
  while (i + 1 < args.size() && !args[i + 1].starts_with("--")) values.push_back(args[++i]);
  return values;
}

// Sets `value` if the flag has exactly one value, else `error`.
inline bool one_value(const std::string& flag, const std::vector<std::string>& values,
                      std::string& value, std::string& error) {
  if (values.size() != 1) {
    error = flag + " takes one value";
    return false;
  }
  value = values[0];
  return true;
}

// The one line for a flag that was refused: `error` if a check set one, else its bad value.
inline std::string flag_error(const std::string& flag, const std::vector<std::string>& values,
                              const std::string& error) {
  if (!error.empty()) return error;
  return flag + ": bad value '" + (values.empty() ? "" : values[0]) + "'";
}

}  // namespace zhuge::match
