#pragma once
// Engine options from the parameter tables of the searches and evaluations
// (engine/core/parameters.hpp): each entry one option, its name the game's prefix and the entry's
// name, its help the prefix's help and the entry's, its default the struct's.

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/parameters.hpp"
#include "protocol/options.hpp"

namespace zhuge::protocol {

// How a game names a table's options: "Eval" + "Camp", "luzhanqi eval: " + "cp per ...".
struct OptionPrefix {
  std::string_view name;
  std::string_view help;
};

template <class Entry>
std::string option_name(const OptionPrefix& prefix, const Entry& entry) {
  return std::string(prefix.name) + std::string(entry.name);
}

// Declares the table's options, spins first, with the defaults of `defaults`.
template <class P>
void add_parameter_options(OptionRegistry& registry, const OptionPrefix& prefix,
                           const ParameterTable<P>& table, const P& defaults = {}) {
  const auto help = [&](const auto& entry) {
    return std::string(prefix.help) + std::string(entry.help);
  };
  for (const auto& spin : table.spins) {
    registry.add(Option::spin(option_name(prefix, spin), defaults.*spin.member, spin.min, spin.max,
                              help(spin)));
  }
  for (const auto& check : table.checks) {
    registry.add(Option::check(option_name(prefix, check), defaults.*check.member, help(check)));
  }
}

// The table's parameters as the options now hold them, written into `params`.
template <class P>
void read_parameter_options(const OptionRegistry& registry, const OptionPrefix& prefix,
                            const ParameterTable<P>& table, P& params) {
  for (const auto& spin : table.spins)
    params.*spin.member = registry.spin(option_name(prefix, spin));
  for (const auto& check : table.checks) {
    params.*check.member = registry.check(option_name(prefix, check));
  }
}

// The name of the option that sets `member`, if the table has it.
template <class P>
std::optional<std::string> parameter_option(const OptionPrefix& prefix,
                                            const ParameterTable<P>& table, int P::*member) {
  for (const auto& spin : table.spins) {
    if (spin.member == member) return option_name(prefix, spin);
  }
  return std::nullopt;
}

}  // namespace zhuge::protocol
