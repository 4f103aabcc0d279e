#pragma once
// Iterative deepening over any of the algorithms, on Lazy SMP threads: every thread searches the
// same root with its own worker and the one shared table; helpers spread over the next depths
// (lazy_smp.hpp), and the main thread, which reports and answers, takes over an iteration that a
// helper finished deeper than its own.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

#include "search/limits.hpp"
#include "search/multiplayer/algorithm.hpp"
#include "search/multiplayer/brs.hpp"
#include "search/multiplayer/lazy_smp.hpp"
#include "search/multiplayer/maxn.hpp"
#include "search/multiplayer/paranoid.hpp"

namespace zhuge::search::multiplayer {

// The common limits (search/limits.hpp: should_stop is polled by the main thread with the
// nodes of all threads; MultiPV ranks root moves each searched with the ones found before it
// excluded, as Stockfish does), and the multiplayer searches' own.
template <class G>
struct SearchLimits : Limits<typename G::Move> {
  // Whether an iteration of this depth may start; asked by every thread (lazy_smp.hpp).
  std::function<bool(int depth)> may_start_iteration = [](int) { return true; };
  bool use_tt = true;
  // How many nodes the main thread searches between two calls of should_stop; a power of two.
  // Smaller for a small node cap (a strength level), so that the cap is kept closely.
  std::uint64_t poll_nodes = kDefaultPollNodes;
  // Off: a leaf is its evaluation, no capture searched beyond the depth (a low strength level).
  bool quiescence = true;
  // Above 0: every leaf's evaluation errs by up to this many centipawns for each player, by an
  // error fixed per position and `noise_seed` (a low strength level that misjudges positions).
  int eval_noise = 0;
  std::uint64_t noise_seed = 0;
};

// One ranked root move of an iteration: its value for the side to move, every player's value and
// its pv, which starts with the move.
template <class G>
struct PvLine {
  int score = 0;
  ValuesOf<G> values{};
  std::vector<typename G::Move> pv;
};

// One finished iteration of the main thread.
template <class G>
struct Iteration {
  int depth = 0;
  int seldepth = 0;
  std::int64_t nodes = 0;  // all threads
  int score = 0;           // the side to move's value
  ValuesOf<G> values{};    // every player's value, each from its own view
  std::vector<typename G::Move> pv;
  // The best SearchLimits::multipv root moves by score, best first; lines[0] is the one above.
  // Fewer when the root has fewer moves, or when the search stopped within the iteration.
  std::vector<PvLine<G>> lines;
};

// What to search with: the algorithm and paranoid's enhancements (an Algorithm alone converts,
// with them all on).
struct SearchMethod {
  SearchMethod(Algorithm a, SearchFeatures f = {}) : algorithm(a), features(f) {}
  Algorithm algorithm;
  SearchFeatures features;
};

template <MultiplayerGame G>
using IterationReport = std::function<void(const Iteration<G>&)>;

template <MultiplayerGame G>
struct SearchOutcome {
  std::optional<typename G::Move> best;  // nullopt when the game is over
  Iteration<G> last;                     // the deepest iteration that ranked a line
  // The deepest iteration that ranked every line it was asked for (or every root move): `last`
  // may hold fewer lines when the search stopped within it.
  Iteration<G> last_complete;
};

namespace detail {

// Every player's view at the end of `pv`, for the algorithms that back up the root's value only.
template <MultiplayerGame G>
ValuesOf<G> values_at_end(G game, const std::vector<typename G::Move>& pv) {
  for (const auto& m : pv) game.make(m);
  if (const auto values = game.outcome()) return *values;
  return game.evaluate();
}

template <MultiplayerGame G>
bool search_iteration(Worker<G>& w, Algorithm algorithm, int depth, ValuesOf<G>& values) {
  w.iteration_depth = depth;
  int score = 0;
  switch (algorithm) {
    case Algorithm::Paranoid:
      score = paranoid(w, depth, -kInfinity, kInfinity, 0);
      break;
    case Algorithm::MaxN:
      values = maxn(w, depth, 0, -kInfinity);
      break;
    case Algorithm::Brs:
    case Algorithm::BrsPlus:
      score = BrsSearch<G>(w, algorithm == Algorithm::Brs ? BrsKind::Plain : BrsKind::Plus)
                  .search(depth, -kInfinity, kInfinity, 0);
      break;
  }
  if (w.stopped()) return false;
  if (algorithm != Algorithm::MaxN) {
    values = values_at_end(w.game, w.pv());
    values[w.root] = score;
  }
  return true;
}

// The iteration of `depth`: up to `count` root moves, each searched with those before it
// excluded, ranked by score. False if the search stopped before the iteration was complete
// (the lines found are still returned).
template <MultiplayerGame G>
bool search_lines(Worker<G>& w, Algorithm algorithm, int depth, int count,
                  std::vector<PvLine<G>>& lines) {
  bool complete = true;
  // The root's entry after the first line: the later lines overwrite it with their own best
  // moves, and the next depth should try the best one first.
  std::optional<TtEntry> best_root;
  w.excluded.clear();
  for (int k = 0; k < count; ++k) {
    ValuesOf<G> values;
    if (!search_iteration(w, algorithm, depth, values)) {
      complete = false;
      break;
    }
    lines.push_back({values[w.root], values, w.pv()});
    if (lines.back().pv.empty()) {  // no root move left to rank
      lines.pop_back();
      break;
    }
    w.excluded.push_back(G::encode(lines.back().pv.front()));
    if (k == 0) best_root = w.probe();
  }
  w.excluded.clear();
  if (best_root && lines.size() > 1) w.store(*best_root);
  std::stable_sort(lines.begin(), lines.end(),
                   [](const auto& a, const auto& b) { return a.score > b.score; });
  return complete;
}

// The iteration a helper finished, as the main thread reports it: one line.
template <MultiplayerGame G>
Iteration<G> helper_iteration(const Worker<G>& w, int depth, const ValuesOf<G>& values) {
  Iteration<G> it;
  it.depth = depth;
  it.seldepth = w.seldepth;
  it.values = values;
  it.score = values[w.root];
  it.pv = w.pv();
  it.lines = {{it.score, it.values, it.pv}};
  return it;
}

inline std::uint64_t salt(Algorithm algorithm, int players, int root, const SharedSearch& shared) {
  const int kind = (int(algorithm) * 2 + int(shared.quiescence)) * players + root;
  std::uint64_t seed = shared.noise_seed;
  const std::uint64_t noise = shared.eval_noise == 0 ? 0 : splitmix64(seed);
  return 0x9E3779B97F4A7C15ull * std::uint64_t(1 + kind) ^ noise;
}

}  // namespace detail

template <MultiplayerGame G>
SearchOutcome<G> iterative_deepening(const G& game, SearchMethod method, TranspositionTable& tt,
                                     const SearchLimits<G>& limits,
                                     const IterationReport<G>& report) {
  const Algorithm algorithm = method.algorithm;
  SearchOutcome<G> outcome;
  if (game.players_in_play() < 2 || game.outcome()) return outcome;
  SharedSearch shared{tt,
                      [&](std::int64_t nodes) { return limits.should_stop(std::uint64_t(nodes)); }};
  shared.poll_nodes = limits.poll_nodes;
  shared.use_tt = limits.use_tt;
  shared.quiescence = limits.quiescence;
  shared.eval_noise = limits.eval_noise;
  shared.noise_seed = limits.noise_seed;
  shared.features = method.features;
  for (const auto& m : limits.root_moves) shared.root_moves.push_back(G::encode(m));
  tt.new_search();

  using Smp = LazySmp<Iteration<G>, kMaxPly / 2>;
  Smp smp(limits.threads, shared.finished_depth);
  // A helper ranks one line; with more asked for, the main thread's own iterations answer, and
  // it finishes each of them whatever the helpers did.
  const bool take_over = limits.multipv <= 1;
  shared.overtake = take_over && limits.threads > 1;
  const auto may_start = [&](int depth) { return limits.may_start_iteration(depth); };
  std::vector<std::thread> helpers;
  for (int t = 1; t < limits.threads; ++t) {
    helpers.emplace_back([&] {
      Worker<G> w(game, shared, false);
      w.salt = detail::salt(algorithm, G::kPlayers, w.root, shared);
      for (int depth = smp.helper_depth(1, may_start); depth < kMaxPly / 2 && !shared.stop;
           depth = smp.helper_depth(depth + 1, may_start)) {
        ValuesOf<G> values;
        const typename Smp::Searching searching(smp, depth);
        if (!detail::search_iteration(w, algorithm, depth, values)) continue;
        const auto it = detail::helper_iteration(w, depth, values);
        if (!it.pv.empty()) smp.offer(it);
      }
    });
  }

  Worker<G> w(game, shared, true);
  w.salt = detail::salt(algorithm, G::kPlayers, w.root, shared);
  const auto take_over_deeper = [&](int depth) {
    auto deeper = take_over ? smp.deeper_than(depth) : std::nullopt;
    if (!deeper) return false;
    outcome.last = std::move(*deeper);
    outcome.last.nodes = shared.nodes.load() + w.unreported_nodes();
    outcome.last_complete = outcome.last;
    outcome.best = outcome.last.pv.front();
    if (report) report(outcome.last);
    return true;
  };
  const auto decided = [](const auto& line) { return std::abs(line.score) >= kDecided; };
  // The first iteration always runs (SharedSearch::first_iteration_done).
  for (int depth = 1; depth < kMaxPly / 2 && (depth == 1 || limits.may_start_iteration(depth));
       ++depth) {
    std::vector<PvLine<G>> lines;
    smp.main_starts(depth);
    const bool complete = [&] {
      const typename Smp::Searching searching(smp, depth);
      return detail::search_lines(w, algorithm, depth, std::max(limits.multipv, 1), lines);
    }();
    shared.first_iteration_done = true;
    // Dropped because a helper finished this depth first: its iteration is the answer so far.
    const bool overtaken = !complete && !shared.stop && take_over_deeper(depth - 1);
    if (!overtaken) {
      if (lines.empty()) break;
      auto& it = outcome.last;
      it.depth = depth;
      it.seldepth = w.seldepth;
      it.nodes = shared.nodes.load() + w.unreported_nodes();
      it.values = lines[0].values;
      it.score = lines[0].score;
      it.pv = lines[0].pv;
      it.lines = std::move(lines);
      outcome.best = it.pv.front();
      if (report) report(it);
      if (!complete) break;
      outcome.last_complete = it;
      smp.finished(depth);
      take_over_deeper(depth);
    }
    depth = outcome.last.depth;
    const auto& ranked = outcome.last.lines;
    if (std::all_of(ranked.begin(), ranked.end(), decided)) break;  // the results are known
  }
  shared.stop = true;
  for (auto& h : helpers) h.join();
  take_over_deeper(outcome.last.depth);
  if (!outcome.best) {  // stopped before the first iteration ended: any move it may search
    typename G::MoveList moves;
    game.generate(moves);
    w.keep_root_moves(moves);
    if (moves.size() > 0) outcome.best = moves[0];
  }
  outcome.last.nodes = shared.nodes.load() + w.unreported_nodes();
  return outcome;
}

}  // namespace zhuge::search::multiplayer
