#include "protocol/game.hpp"

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"

namespace zhuge::protocol {

std::unique_ptr<Game> make_game(const OptionRegistry& options) {
  // The option's values are the registry's variants.
  return find_game(options.string(option_name::kVariant))->make(options);
}

std::string move_error(std::string_view move, std::size_t index, std::string_view why) {
  return "illegal move '" + std::string(move) + "' at index " + std::to_string(index) + ": " +
         std::string(why);
}

}  // namespace zhuge::protocol
