#pragma once
// perft and divide for any variant, printed as the protocol's `go perft` does:
// one `<action>: <count>` line per first action, an empty line, then
// `Nodes searched: <total>`. Also the `zhuge perft` command line.

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/perft.hpp"

namespace zhuge::protocol {

// The sum of the counts: perft(depth) (perft(0) = 1, with no first action).
std::uint64_t perft_total(const DivideCounts& counts, int depth);

void print_divide(const DivideCounts& counts, std::uint64_t total, std::ostream& out);

// `zhuge perft [--variant V] [--fen F] [--depth N] [--divide]`, with every flag of the engine's
// options (the game is theirs); `args` follow the word `perft`. Returns the process exit code.
int perft_main(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace zhuge::protocol
