#pragma once
// Reads a settled position from a FEN, and runs a search to a fixed depth, for the tests.

#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "engine/sanguo/position.hpp"
#include "tests/multiplayer/search_to_depth.hpp"

namespace zhuge::search::sanguo::testing {

using multiplayer::testing::search_to_depth;

inline zhuge::sanguo::Position settled_position(std::string_view fen) {
  std::string error;
  auto pos = zhuge::sanguo::Position::from_fen(fen, error);
  INFO(error);
  REQUIRE(pos);
  pos->settle();
  return *pos;
}

}  // namespace zhuge::search::sanguo::testing
