#include "protocol/game.hpp"

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"
#include "protocol/info_line.hpp"

namespace zhuge::protocol {

std::unique_ptr<Game> make_game(const OptionRegistry& options) {
  // The option's values are the registry's variants.
  return find_game(options.string(option_name::kVariant))->make(options);
}

std::string one_ply_info(std::uint64_t nodes, std::chrono::milliseconds elapsed,
                         std::optional<int> score_cp, std::string_view pv) {
  InfoFields info;
  info.nodes = nodes;
  info.nps = false;
  info.time = elapsed;
  info.score_cp = score_cp;
  info.pv = {std::string(pv)};
  return format_info(info);
}

std::string move_error(std::string_view move, std::size_t index, std::string_view why) {
  return "illegal move '" + std::string(move) + "' at index " + std::to_string(index) + ": " +
         std::string(why);
}

}  // namespace zhuge::protocol
