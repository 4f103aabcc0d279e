#include "protocol/game.hpp"

#include "protocol/engine_options.hpp"
#include "protocol/game_registry.hpp"

namespace zhuge::protocol {

Game make_game(const OptionRegistry& options) {
  // The option's values are the registry's variants.
  return find_game(options.string(option_name::kVariant))->make(options);
}

}  // namespace zhuge::protocol
