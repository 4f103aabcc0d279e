#include "protocol/bench.hpp"

#include <chrono>

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"

namespace zhuge::protocol {

int bench_main(const OptionRegistry& options, std::ostream& out, std::ostream& err) {
  const SearchSettings settings{options.string(option_name::kPlayer),
                                options.spin(option_name::kThreads),
                                options.spin(option_name::kHash), &options};
  GoLimits limits;
  limits.nodes = kBenchNodes;
  std::uint64_t nodes = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const auto& record : games()) {
    for (const auto fen : record.bench_fens) {
      auto game = record.make(options);
      if (const auto error = game.position->set_position(fen, {})) {
        err << "error: bench position " << fen << ": " << *error << '\n';
        return 1;
      }
      Rng rng(std::uint64_t(options.spin(option_name::kSeed)));
      TimeManager time;
      time.start(
          plan_search(limits, game.position->side_to_move(), 0, game.position->moves_left()));
      const SearchResult result =
          game.player->play(*game.position, settings, time, rng, [](std::string_view) {});
      err << record.variant << " " << fen << ": bestmove " << result.best.value_or("(none)") << ", "
          << result.nodes << " nodes\n";
      nodes += result.nodes;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out << "Nodes searched: " << nodes << '\n'
      << "Nodes/second: " << std::uint64_t(double(nodes) / std::max(seconds, 1e-6)) << '\n';
  return 0;
}

}  // namespace zhuge::protocol
