#include "protocol/perft_command.hpp"

#include <array>
#include <chrono>

#include "protocol/engine_options.hpp"
#include "protocol/game.hpp"
#include "protocol/line_input.hpp"
#include "protocol/options.hpp"

namespace zhuge::protocol {

std::uint64_t perft_total(const DivideCounts& counts, int depth) {
  std::uint64_t total = depth == 0 ? 1 : 0;
  for (const auto& entry : counts) total += entry.second;
  return total;
}

void print_divide(const DivideCounts& counts, std::uint64_t total, std::ostream& out) {
  for (const auto& [action, nodes] : counts) out << action << ": " << nodes << '\n';
  out << '\n' << "Nodes searched: " << total << '\n';
}

namespace {

constexpr std::array kPerftFlags = {
    CommandFlag{"fen", true, "position string (default: the start position)"},
    CommandFlag{"depth", true, "perft depth, 0 or more (default 1)"},
    CommandFlag{"divide", false, "print the count of every first action, as `go perft` does"},
};

}  // namespace

int perft_main(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  // The game comes from the engine's own options (--variant, --flag-bearers), as for a search.
  OptionRegistry options = make_engine_options();
  const CommandLine line = parse_command_line(options, args, kPerftFlags);
  const auto fail = [&](const std::string& message) {
    err << "error: perft: " << message << " (see zhuge perft --help)\n";
    return 2;
  };
  if (!line.error.empty()) return fail(line.error);
  if (line.help) {
    out << command_help(options,
                        "Usage: zhuge perft [--variant V] [--fen F] [--depth N] [--divide]\n"
                        "Counts action sequences (rules §7.3) from the start position or F.",
                        kPerftFlags);
    return 0;
  }
  if (!line.commands.empty()) return fail("unexpected '" + line.commands.front() + "'");
  std::optional<std::string> fen;
  int depth = 1;
  bool divide = false;
  for (const auto& [flag, value] : line.own) {
    if (flag == "fen") {
      fen = value;
    } else if (flag == "depth") {
      const auto number = parse_integer<int>(value);
      if (!number || *number < 0) return fail("--depth: '" + value + "' is not 0 or more");
      depth = *number;
    } else {
      divide = true;
    }
  }
  const auto position = make_game(options).position;
  if (fen) {
    if (const auto error = position->set_position(*fen, {})) return fail("--fen: " + *error);
  }
  const auto start = std::chrono::steady_clock::now();
  const DivideCounts counts = position->divide(depth, {});
  const std::uint64_t total = perft_total(counts, depth);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (divide) {
    print_divide(counts, total, out);
  } else {
    out << "Nodes searched: " << total << '\n';
  }
  err << "perft " << depth << ": " << total << " nodes in " << seconds << " s ("
      << std::uint64_t(double(total) / std::max(seconds, 1e-9)) << " nodes/s)\n";
  return 0;
}

}  // namespace zhuge::protocol
