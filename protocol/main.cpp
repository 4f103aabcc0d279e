// zhuge: the engine executable. Thin on purpose: everything lives in the libraries.

#include <iostream>
#include <string>
#include <vector>

#include "protocol/bench.hpp"
#include "protocol/engine.hpp"
#include "protocol/engine_options.hpp"
#include "protocol/perft_command.hpp"

using namespace zhuge::protocol;

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "perft") {
    return perft_main({args.begin() + 1, args.end()}, std::cout, std::cerr);
  }

  OptionRegistry options = make_engine_options();
  const CommandLine command_line = parse_command_line(options, args);
  if (!command_line.error.empty()) {
    std::cerr << "error: " << command_line.error << " (see zhuge --help)\n";
    return 2;
  }
  if (command_line.help) {
    std::cout << command_line_help(options)
              << "\nCommands:\n  bench     search the bench positions, print the node signature\n"
                 "  perft     count action sequences (zhuge perft --help)\n";
    return 0;
  }
  if (command_line.version) {
    std::cout << "Zhuge " ZHUGE_VERSION "\n";
    return 0;
  }
  if (command_line.commands == std::vector<std::string>{"bench"}) {
    return bench_main(options, std::cout, std::cerr);
  }
  if (!command_line.commands.empty()) {
    std::cerr << "error: unknown command '" << command_line.commands[0] << "' (see zhuge --help)\n";
    return 2;
  }

  Output output(std::cout);
  Engine engine(options, output);
  std::cerr << "Zhuge " ZHUGE_VERSION ": type 'uci' to start, or 'help' for the commands\n";
  engine.run(std::cin);
  return 0;
}
