#include "protocol/game_position.hpp"

namespace zhuge::protocol {

std::string move_error(std::string_view move, std::size_t index, std::string_view why) {
  return "illegal move '" + std::string(move) + "' at index " + std::to_string(index) + ": " +
         std::string(why);
}

}  // namespace zhuge::protocol
