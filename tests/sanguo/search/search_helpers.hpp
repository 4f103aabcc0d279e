#pragma once
// Reads a settled position from a FEN, runs a search to a fixed depth, and ranks every root
// move at depth 1, for the tests.

#include <array>
#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/position.hpp"
#include "search/sanguo/sanguo_search.hpp"
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

inline constexpr std::array kAlgorithms = {
    multiplayer::Algorithm::Paranoid, multiplayer::Algorithm::MaxN, multiplayer::Algorithm::Brs,
    multiplayer::Algorithm::BrsPlus};

// Every root move of the start position ranked at depth 1 with `limits` (its quiescence and
// evaluation error), without the table or pruning.
inline SanguoOutcome rank_every_move(multiplayer::Algorithm a, SanguoLimits limits) {
  static const eval::sanguo::Evaluator eval;
  zhuge::sanguo::MoveList legal;
  zhuge::sanguo::generate_legal(zhuge::sanguo::Position::start(true), legal);
  TranspositionTable tt(1);
  limits.may_start_iteration = [](int d) { return d <= 1; };
  limits.use_tt = false;
  limits.multipv = legal.size();
  const multiplayer::SearchFeatures exact{false, false, false, false, false, false, false};
  return multiplayer::iterative_deepening(
      SanguoSearchGame(zhuge::sanguo::Position::start(true), eval), {a, exact}, tt, limits, {});
}

}  // namespace zhuge::search::sanguo::testing
