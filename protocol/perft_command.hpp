#pragma once
// perft and divide for any variant, printed as the protocol's `go perft` does:
// one `<action>: <count>` line per first action, an empty line, then
// `Nodes searched: <total>`.

#include <cstdint>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace zhuge::protocol {

using DivideCounts = std::vector<std::pair<std::string, std::uint64_t>>;

void print_divide(const DivideCounts& counts, std::uint64_t total, std::ostream& out);

}  // namespace zhuge::protocol
