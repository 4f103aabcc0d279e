#pragma once
// A struct's tunable parameters, declared once next to the struct as a table of member pointers
// (as lc0 declares its search parameters beside them). The layers that own the struct know
// nothing of options: the protocol turns each entry into an engine option, named by the game's
// prefix and the entry's name (protocol/parameter_options.hpp), and reads the options back.

#include <span>
#include <string_view>

namespace zhuge {

// An integer parameter: a `spin` option within [min, max].
template <class P>
struct SpinParameter {
  std::string_view name;
  int P::*member;
  int min;
  int max;
  std::string_view help;
};

// A switch: a `check` option.
template <class P>
struct CheckParameter {
  std::string_view name;
  bool P::*member;
  std::string_view help;
};

template <class P>
struct ParameterTable {
  std::span<const SpinParameter<P>> spins;
  std::span<const CheckParameter<P>> checks;
};

}  // namespace zhuge
