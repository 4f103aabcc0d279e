#pragma once
// The command lines of zhuge-match and zhuge-gui, read with Boost.Program_options. A tool
// declares its flags in an options_description, which also prints its --help; the flags are
// then read in the order given, each occurrence with its own values, so that every --engine
// keeps its settings.
#include <boost/program_options.hpp>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zhuge::match {

namespace po = boost::program_options;

inline constexpr unsigned kHelpWidth = 100;  // the repo's line length

// A flag with exactly one value, shown in the help as `--flag NAME`.
inline po::typed_value<std::string>* one_value(const char* name) {
  return po::value<std::string>()->value_name(name);
}
// A flag with one value or more, up to the next flag; it may be given again.
inline po::typed_value<std::vector<std::string>>* values(const char* name) {
  return po::value<std::vector<std::string>>()->multitoken()->composing()->value_name(name);
}

// The flags of `args` in order; nullopt with one line in `error` for an unknown flag, a flag
// without its value, a word that belongs to no flag, or a one-value flag given twice.
std::optional<std::vector<po::option>> read_flags(const std::vector<std::string>& args,
                                                  const po::options_description& flags,
                                                  std::string& error);

// A whole number (all of the text) in [min, max]; false with `error` naming the flag if not.
template <typename Int>
bool read_int(const po::option& flag, Int& value, Int min, Int max, std::string& error) {
  const std::string_view text = flag.value.front();
  Int parsed{};
  const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), parsed);
  if (problem != std::errc() || end != text.data() + text.size() || parsed < min || parsed > max) {
    error = "--" + flag.string_key + ": bad value '" + std::string(text) + "' (a whole number, " +
            std::to_string(min) + " to " + std::to_string(max) + ")";
    return false;
  }
  value = parsed;
  return true;
}

}  // namespace zhuge::match
