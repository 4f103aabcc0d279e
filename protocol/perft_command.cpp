#include "protocol/perft_command.hpp"

#include <boost/program_options.hpp>
#include <chrono>

#include "protocol/game.hpp"

namespace zhuge::protocol {

namespace po = boost::program_options;

std::uint64_t perft_total(const DivideCounts& counts, int depth) {
  std::uint64_t total = depth == 0 ? 1 : 0;
  for (const auto& entry : counts) total += entry.second;
  return total;
}

void print_divide(const DivideCounts& counts, std::uint64_t total, std::ostream& out) {
  for (const auto& [action, nodes] : counts) out << action << ": " << nodes << '\n';
  out << '\n' << "Nodes searched: " << total << '\n';
}

int perft_main(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  po::options_description options("zhuge perft: count action sequences (rules §7.3)");
  options.add_options()("help", "show this help")(
      "variant", po::value<std::string>()->default_value("luzhanqi-flip"),
      "luzhanqi-flip or sanguo")("fen", po::value<std::string>(),
                                 "position string (default: the start position)")(
      "flag-bearers", po::value<bool>()->default_value(true),
      "sanguo: which start position the default means")("depth", po::value<int>()->default_value(1),
                                                        "perft depth, 0 or more")(
      "divide", "print the count of every first action, as `go perft` does");
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(options).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    err << "error: perft: " << e.what() << '\n';
    return 2;
  }
  if (vm.count("help")) {
    out << options;
    return 0;
  }
  const std::string variant = vm["variant"].as<std::string>();
  const int depth = vm["depth"].as<int>();
  auto game = make_game(variant, vm["flag-bearers"].as<bool>());
  if (!game) {
    err << "error: perft: --variant: unknown variant '" << variant << "'\n";
    return 2;
  }
  if (depth < 0) {
    err << "error: perft: --depth: must be 0 or more\n";
    return 2;
  }
  if (vm.count("fen")) {
    if (const auto error = game->set_position(vm["fen"].as<std::string>(), {})) {
      err << "error: perft: --fen: " << *error << '\n';
      return 2;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  const DivideCounts counts = game->divide(depth, {});
  const std::uint64_t total = perft_total(counts, depth);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (vm.count("divide")) {
    print_divide(counts, total, out);
  } else {
    out << "Nodes searched: " << total << '\n';
  }
  err << "perft " << depth << ": " << total << " nodes in " << seconds << " s ("
      << std::uint64_t(double(total) / std::max(seconds, 1e-9)) << " nodes/s)\n";
  return 0;
}

}  // namespace zhuge::protocol
