#include "protocol/perft_command.hpp"

namespace zhuge::protocol {

void print_divide(const DivideCounts& counts, std::uint64_t total, std::ostream& out) {
  for (const auto& [action, nodes] : counts) out << action << ": " << nodes << '\n';
  out << '\n' << "Nodes searched: " << total << '\n';
}

}  // namespace zhuge::protocol
