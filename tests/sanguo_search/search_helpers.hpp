#pragma once
// Runs a three-player search to a fixed depth, and reads a settled position from a FEN, for the
// tests.

#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "engine/sanguo/position.hpp"
#include "search/sanguo/iterative_deepening.hpp"

namespace zhuge::search::sanguo::testing {

template <SearchGame G>
SearchOutcome<G> search_to_depth(const G& game, SearchMethod method, int depth,
                                 bool use_tt = true) {
  TranspositionTable tt(1);
  SearchLimits limits;
  limits.may_start_iteration = [depth](int d) { return d <= depth; };
  limits.use_tt = use_tt;
  return iterative_deepening(game, method, tt, limits, {});
}

inline zhuge::sanguo::Position settled_position(std::string_view fen) {
  std::string error;
  auto pos = zhuge::sanguo::Position::from_fen(fen, error);
  INFO(error);
  REQUIRE(pos);
  pos->settle();
  return *pos;
}

}  // namespace zhuge::search::sanguo::testing
