// zhuge: the engine executable. Thin on purpose: everything lives in the libraries.

#include <boost/program_options.hpp>
#include <chrono>
#include <iostream>
#include <optional>
#include <string>

#include "engine/luzhanqi/perft.hpp"
#include "protocol/perft_command.hpp"

namespace po = boost::program_options;
using namespace zhuge;

namespace {

int perft_main(const po::variables_map& vm) {
  const std::string variant = vm["variant"].as<std::string>();
  const int depth = vm["depth"].as<int>();
  std::string error;
  if (variant != "luzhanqi-flip") {
    std::cerr << "error: --variant: unknown variant '" << variant << "'\n";
    return 2;
  }
  auto pos = vm.count("fen") ? luzhanqi::Position::from_fen(vm["fen"].as<std::string>(), error)
                             : std::optional(luzhanqi::Position::start());
  if (!pos) {
    std::cerr << "error: --fen: " << error << '\n';
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  const auto counts = luzhanqi::divide(*pos, depth);
  std::uint64_t total = depth == 0 ? 1 : 0;
  for (const auto& entry : counts) total += entry.second;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (vm.count("divide")) {
    protocol::print_divide(counts, total, std::cout);
  } else {
    std::cout << "Nodes searched: " << total << '\n';
  }
  std::cerr << "time " << seconds << " s, " << std::uint64_t(total / std::max(seconds, 1e-9))
            << " nodes/s\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description options("zhuge perft options");
  options.add_options()("help", "show this help")(
      "variant", po::value<std::string>()->default_value("luzhanqi-flip"),
      "luzhanqi-flip or sanguo")("fen", po::value<std::string>(),
                                 "position string (default: the start position)")(
      "depth", po::value<int>()->default_value(1), "perft depth")(
      "divide", "print the count of every first action");
  po::positional_options_description positional;
  positional.add("command", 1);
  po::options_description all;
  all.add(options).add_options()("command", po::value<std::string>());
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 2;
  }
  if (vm.count("help") || !vm.count("command") || vm["command"].as<std::string>() != "perft") {
    std::cout << "usage: zhuge perft --variant V --fen F --depth N [--divide]\n" << options;
    return vm.count("help") ? 0 : 2;
  }
  return perft_main(vm);
}
