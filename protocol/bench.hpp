#pragma once
// `zhuge bench`: the current player searches a fixed set of positions of both
// variants to a fixed node budget. The node count is a signature of search
// behaviour: for the same options and one thread it only changes when the
// search does.

#include <ostream>

#include "protocol/options.hpp"

namespace zhuge::protocol {

inline constexpr int kBenchNodes = 20000;

// Prints `Nodes searched: <n>` and `Nodes/second: <n>`; returns the exit code.
int bench_main(const OptionRegistry& options, std::ostream& out, std::ostream& err);

}  // namespace zhuge::protocol
