#include "protocol/game.hpp"

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"

namespace zhuge::protocol {

std::unique_ptr<Game> make_game(const OptionRegistry& options) {
  // The option's values are the registry's variants.
  return find_game(options.string(option_name::kVariant))->make(options);
}

std::string one_ply_info(std::uint64_t nodes, std::chrono::milliseconds elapsed,
                         std::optional<int> score_cp, std::string_view pv) {
  std::string line =
      "info depth 1 nodes " + std::to_string(nodes) + " time " + std::to_string(elapsed.count());
  if (score_cp) line += " score cp " + std::to_string(*score_cp);
  return line + " pv " + std::string(pv);
}

std::string move_error(std::string_view move, std::size_t index, std::string_view why) {
  return "illegal move '" + std::string(move) + "' at index " + std::to_string(index) + ": " +
         std::string(why);
}

}  // namespace zhuge::protocol
