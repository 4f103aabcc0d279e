#include "engine/sanguo/move.hpp"

namespace zhuge::sanguo {

std::string to_string(Move m) {
  return point_name(m.from) + point_name(m.to);
}

}  // namespace zhuge::sanguo
