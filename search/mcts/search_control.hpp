#pragma once
// How a caller limits and watches an MCTS search, and what it reports. The
// protocol adapter maps its time manager onto SearchControl.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "search/limits.hpp"
#include "search/mcts/node.hpp"

namespace zhuge::search::mcts {

// One outcome of a root chance action and the value after it, from the view of its player.
template <class Action>
struct ChanceOutcome {
  Action outcome{};
  std::uint32_t visits = 0;
  float value = 0.0f;
};

// One root action as a MultiPV line reports it, from the side to move's view. A chance action
// is the one chosen (no outcome) and its value the expectation over its outcomes.
template <class Action>
struct RootLine {
  Action action{};
  std::uint32_t visits = 0;
  float value = 0.0f;  // in [-1, 1]
  float draw = 0.0f;   // estimated share of draws in [0, 1] (draw_share.hpp)
  Proof proof = Proof::Unknown;
  std::vector<Action> pv;                         // starts with `action`
  std::vector<ChanceOutcome<Action>> outcomes{};  // a chance action's outcomes iterations reached
};

template <class Action>
struct SearchReport {
  std::uint64_t iterations = 0;
  std::chrono::milliseconds elapsed{};
  int seldepth = 0;              // deepest iteration
  int hash_permille = 0;         // node pool use
  float value = 0.0f;            // the chosen action's value for the side to move, in [-1, 1]
  Proof proof = Proof::Unknown;  // the chosen action's solver verdict, same view
  std::vector<Action> pv;
  // The best SearchControl::multipv root actions, best first; lines[0] is the chosen action.
  std::vector<RootLine<Action>> lines;
};

// The root's contest so far (Tree::root_contest()): the action ahead and its lead in visits over
// the runner-up, as a share of its own; 0 when tied, 1 with no rival.
template <class Action>
struct RootContest {
  std::optional<Action> best;
  double lead = 1.0;
};

// The common limits (search/limits.hpp; should_stop is polled by every thread every
// kPollIterations iterations with the total so far), and MCTS's own.
template <class Action>
struct SearchControl : Limits<Action> {
  std::optional<std::uint64_t> max_iterations;  // exact, also with threads
  std::optional<int> max_depth;                 // stop once the pv is this long
  // Estimated iterations the time limit still allows after `done`; nullopt when the search has
  // no deadline. A search stops early once that many more could not change its choice, so
  // node-limited searches (bench, tests) stay exact.
  std::function<std::optional<std::uint64_t>(std::uint64_t done)> iterations_left =
      [](std::uint64_t) { return std::nullopt; };
  std::function<void(const SearchReport<Action>&)> on_report;  // progress, every report_interval
  // Polled by the first thread every kPollIterations iterations, before should_stop: the time
  // policy's view of the search (protocol/time_policy.hpp). Empty: not asked.
  std::function<void(const RootContest<Action>&)> on_contest;
  std::chrono::milliseconds report_interval{1000};

  // Whether the root's actions are named or ranked one by one (searchmoves, MultiPV): then the
  // root has an edge for every action (none grouped, ChanceGame::group_actions), and its tree is
  // neither reused nor reused by the next search.
  bool lists_root_actions() const { return this->multipv > 1 || !this->root_moves.empty(); }
};

inline constexpr std::uint64_t kPollIterations = 256;

template <class Action>
struct SearchOutcome {
  std::optional<Action> best;  // nullopt: no legal action
  SearchReport<Action> report;
};

}  // namespace zhuge::search::mcts
