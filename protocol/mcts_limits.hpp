#pragma once
// The limits of a search of the generic MCTS (search/mcts/), for every game it searches, from the
// engine's settings and its time manager: threads, MultiPV, `searchmoves`, the iteration and depth
// caps of `go`, and when the clock says stop. The game adds its reports and its time policy.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "protocol/player.hpp"
#include "protocol/time_manager.hpp"
#include "search/mcts/search_control.hpp"

namespace zhuge::protocol {

// `root_moves`: the actions of `settings.searchmoves`, read by the game.
template <class Action>
search::mcts::SearchControl<Action> mcts_limits(TimeManager& time, const SearchSettings& settings,
                                                std::vector<Action> root_moves) {
  search::mcts::SearchControl<Action> control;
  control.threads = settings.threads;
  control.multipv = settings.multipv;
  control.root_moves = std::move(root_moves);
  control.should_stop = [&time](std::uint64_t iterations) {
    return time.should_stop(std::int64_t(iterations)) || !time.may_start_iteration(1);
  };
  control.iterations_left = [&time](std::uint64_t done) -> std::optional<std::uint64_t> {
    const auto left = time.until_soft_deadline();
    if (!left) return std::nullopt;
    const auto spent = std::max<std::int64_t>(time.elapsed().count(), 1);
    return done * std::uint64_t(left->count()) / std::uint64_t(spent);
  };
  if (const auto nodes = time.budget().nodes) control.max_iterations = std::uint64_t(*nodes);
  control.max_depth = time.budget().depth;
  return control;
}

// The pv's second action, the reply `bestmove ... ponder` names (docs/protocol.md, "Pondering"):
// a move, or a chance action as chosen (the pv holds no outcome), which no one can know before
// it is played.
template <class Action>
std::optional<Action> mcts_expected_reply(const search::mcts::SearchOutcome<Action>& outcome) {
  const auto& pv = outcome.report.pv;
  if (!outcome.best || pv.size() < 2 || pv[0] != *outcome.best) return std::nullopt;
  return pv[1];
}

}  // namespace zhuge::protocol
