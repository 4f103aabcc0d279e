#pragma once
// One search thread's state, shared by all algorithms: node counting and stopping, the path of
// keys for repetitions and of the players in play for scoring defeats, move ordering (hash move,
// MVV-LVA, killers, history) and the PV.

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <vector>

#include "engine/core/rng.hpp"
#include "search/multiplayer/features.hpp"
#include "search/multiplayer/game.hpp"
#include "search/transposition_table.hpp"

namespace zhuge::search::multiplayer {

inline constexpr int kMaxPly = 64;
inline constexpr std::uint64_t kDefaultPollNodes = 1024;

// Shared by the threads of one search.
struct SharedSearch {
  TranspositionTable& tt;
  // Asked by the main thread every poll_nodes nodes with the nodes of all threads.
  std::function<bool(std::int64_t nodes)> should_stop;
  std::atomic<bool> stop{false};
  // The deepest iteration any thread finished (lazy_smp.hpp). With `overtake`, a thread drops an
  // iteration that another one finished first.
  std::atomic<int> finished_depth{0};
  bool overtake = false;
  // Until the main thread's first iteration ends, no limit stops the search: depth 1 takes
  // milliseconds, and without it the move would be picked blind.
  std::atomic<bool> first_iteration_done{false};
  std::atomic<std::int64_t> nodes{0};
  bool use_tt = true;  // off only to test that the table changes no value
  SearchFeatures features{};
  // `go searchmoves`: the encoded root moves searched, by every thread; empty: all of them.
  std::vector<std::uint16_t> root_moves{};
  std::uint64_t poll_nodes = kDefaultPollNodes;  // a power of two (SearchLimits::poll_nodes)
  bool quiescence = true;                        // SearchLimits::quiescence
  int eval_noise = 0;                            // SearchLimits::eval_noise
  std::uint64_t noise_seed = 0;                  // SearchLimits::noise_seed
};

// The error of `amplitude` centipawns at most that a noisy evaluation adds to `player`'s value in
// the position of `key`: fixed for one position and seed, so the search stays consistent.
inline int eval_error(std::uint64_t key, std::uint64_t seed, int player, int amplitude) {
  std::uint64_t state = key ^ seed ^ (0xD6E8FEB86659FD93ull * std::uint64_t(player + 1));
  return int(splitmix64(state) % std::uint64_t(2 * amplitude + 1)) - amplitude;
}

template <MultiplayerGame G>
class Worker {
 public:
  using Move = typename G::Move;
  using Values = ValuesOf<G>;
  static constexpr int kPlayers = G::kPlayers;
  // Move-ordering scores, one per move of a position.
  using Scores = std::array<int, kMaxMoves<G>>;
  Worker(const G& game, SharedSearch& shared, bool main)
      : game(game),
        root(game.side()),
        shared_(shared),
        main_(main),
        poll_mask_(shared.poll_nodes - 1),
        history_(std::size_t(kPlayers) * G::kHistorySize, 0) {}

  // Counts a node; true when the search must unwind.
  bool tick(int ply) {
    seldepth = std::max(seldepth, ply);
    if ((++nodes & poll_mask_) == 0) {
      const std::int64_t total =
          shared_.nodes.fetch_add(poll_mask_ + 1) + std::int64_t(poll_mask_ + 1);
      if (main_ && limits_apply() && shared_.should_stop(total)) shared_.stop = true;
    }
    return stopped();
  }
  // A move the pruning tried on the board and skipped: not a node, but work, so the clock is
  // polled after as many of them as of nodes.
  bool tick_skipped() {
    if ((++skipped_ & poll_mask_) == 0 && main_ && limits_apply() &&
        shared_.should_stop(shared_.nodes.load() + unreported_nodes())) {
      shared_.stop = true;
    }
    return stopped();
  }
  // This thread's nodes not yet added to the shared count.
  std::int64_t unreported_nodes() const { return std::int64_t(nodes & poll_mask_); }
  // True when the iteration must unwind: the search stopped, or another thread finished it.
  bool stopped() const {
    return shared_.stop.load(std::memory_order_relaxed) ||
           (shared_.overtake &&
            shared_.finished_depth.load(std::memory_order_relaxed) >= iteration_depth);
  }
  bool limits_apply() const { return shared_.first_iteration_done.load(std::memory_order_relaxed); }
  const SearchFeatures& features() const { return shared_.features; }
  bool quiescence() const { return shared_.quiescence; }
  // The game's evaluation, with SearchLimits::eval_noise's error added to each player's value.
  Values evaluate() const {
    Values v = game.evaluate();
    if (shared_.eval_noise == 0) return v;
    for (int p = 0; p < kPlayers; ++p) {
      v[p] += eval_error(game.key(), shared_.noise_seed, p, shared_.eval_noise);
    }
    return v;
  }
  std::optional<TtEntry> probe() const {
    return shared_.use_tt ? shared_.tt.probe(tt_key()) : std::nullopt;
  }
  // Called after a move to a node that will probe the table: its entry loads meanwhile.
  void prefetch() const {
    if (shared_.use_tt) shared_.tt.prefetch(tt_key());
  }
  void store(const TtEntry& e) {
    if (shared_.use_tt) shared_.tt.store(tt_key(), e);
  }
  // Entries of different roots, algorithms or leaves (with or without quiescence, erring or not)
  // must not meet: their values mean different things.
  std::uint64_t tt_key() const { return game.key() ^ salt; }

  // Records the key and the players in play at `ply`; true if the position occurred earlier on
  // the path, within the reversible stretch: a repetition in the tree is a draw.
  bool repeats(int ply) {
    const std::uint64_t key = game.key();
    path_[ply] = key;
    in_play_[ply] = 0;
    for (int p = 0; p < kPlayers; ++p) in_play_[ply] |= std::uint8_t(game.in_play(p) << p);
    const int earliest = std::max(0, ply - game.reversible_plies());
    for (int i = ply - 2; i >= earliest; --i) {
      if (path_[i] == key) return true;
    }
    return false;
  }

  // `v` (values at `ply`, recorded by repeats()) with the defeats on the path since the root
  // scored by how soon they came (values.hpp). Decided values are left as they are.
  Values score_defeats(Values v, int ply) const {
    const unsigned fallen = in_play_[0] & ~in_play_[ply];
    if (!fallen) return v;
    int bonus = 0;
    for (int q = 0; q < kPlayers; ++q) {
      if (!(fallen >> q & 1)) continue;
      int d = 1;
      while (in_play_[d] >> q & 1) ++d;
      v[q] = -kWin + d;
      bonus += kDefeatTempo * std::max(0, kDefeatHorizon - d);
    }
    for (int k = 0; k < kPlayers; ++k) {
      if (in_play_[ply] >> k & 1 && std::abs(v[k]) < kDecided) v[k] += bonus;
    }
    return v;
  }

  // Drops the root moves outside `go searchmoves` and those of MultiPV lines already found.
  void keep_root_moves(typename G::MoveList& moves) const {
    if (shared_.root_moves.empty() && excluded.empty()) return;
    const auto listed = [](const std::vector<std::uint16_t>& codes, std::uint16_t code) {
      return std::find(codes.begin(), codes.end(), code) != codes.end();
    };
    int kept = 0;
    for (int i = 0; i < moves.size(); ++i) {
      const std::uint16_t code = G::encode(moves[i]);
      if ((shared_.root_moves.empty() || listed(shared_.root_moves, code)) &&
          !listed(excluded, code)) {
        moves.begin()[kept++] = moves[i];
      }
    }
    moves.resize(kept);
  }

  // Scores of `score` below which a move is quiet and neither the hash move nor a killer.
  static constexpr int kKillerScore = 1 << 27;

  // Scores `moves` for ordering: hash move, captures by MVV-LVA, killers, history.
  void score(const typename G::MoveList& moves, int ply, std::uint16_t hash_move,
             Scores& scores) const {
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      const std::uint16_t code = G::encode(m);
      if (code == hash_move) {
        scores[i] = 1 << 30;
      } else if (game.is_capture(m)) {
        scores[i] = (1 << 28) + game.capture_order(m);
      } else if (code == killers_[ply][0]) {
        scores[i] = kKillerScore + 1;
      } else if (code == killers_[ply][1]) {
        scores[i] = kKillerScore;
      } else {
        scores[i] = history_[history_slot(m)];
      }
    }
  }
  // Moves the best-scored of moves[i..] to i (selection: most nodes cut off early).
  static void pick(typename G::MoveList& moves, Scores& scores, int i) {
    int best = i;
    for (int j = i + 1; j < moves.size(); ++j) {
      if (scores[j] > scores[best]) best = j;
    }
    std::swap(moves.begin()[i], moves.begin()[best]);
    std::swap(scores[i], scores[best]);
  }

  // A quiet move that was best or cut off.
  void reward(Move m, int ply, int depth) {
    if (game.is_capture(m)) return;
    const std::uint16_t code = G::encode(m);
    if (killers_[ply][0] != code) {
      killers_[ply][1] = killers_[ply][0];
      killers_[ply][0] = code;
    }
    int& h = history_[history_slot(m)];
    h = std::min(h + depth * depth, 1 << 26);
  }
  // A quiet move searched before the move that cut off: it was ordered too early.
  void penalise(Move m, int depth) {
    int& h = history_[history_slot(m)];
    h = std::max(h - depth * depth, -(1 << 26));
  }

  void clear_pv(int ply) { pv_length_[ply] = 0; }
  // PV at `ply`: `m`, then what the child at `child` holds (`child` > ply).
  void set_pv(int ply, Move m, int child) {
    pv_[ply][0] = m;
    const int n = std::min(pv_length_[child], kMaxPly - 1);
    std::copy_n(pv_[child].begin(), n, pv_[ply].begin() + 1);
    pv_length_[ply] = n + 1;
  }
  // PV at `ply`: `first`, `second`, then the child's line.
  void set_pv(int ply, Move first, Move second, int child) {
    set_pv(ply + 1, second, child);
    set_pv(ply, first, ply + 1);
  }
  std::vector<Move> pv() const { return {pv_[0].begin(), pv_[0].begin() + pv_length_[0]}; }

  G game;
  int root;
  std::uint64_t salt = 0;
  std::uint64_t nodes = 0;
  int seldepth = 0;
  int iteration_depth = 0;
  // Encoded root moves this worker skips: the MultiPV lines already found at this depth.
  std::vector<std::uint16_t> excluded;

 private:
  int history_slot(Move m) const { return game.side() * G::kHistorySize + G::history_index(m); }

  SharedSearch& shared_;
  bool main_;
  std::uint64_t poll_mask_;  // SharedSearch::poll_nodes - 1
  std::uint64_t skipped_ = 0;
  std::array<std::uint64_t, 2 * kMaxPly + 2> path_{};
  std::array<std::uint8_t, 2 * kMaxPly + 2> in_play_{};  // bit p: player p in play (8 at most)
  std::array<std::array<std::uint16_t, 2>, 2 * kMaxPly + 2> killers_{};
  std::vector<int> history_;
  std::array<std::array<Move, kMaxPly>, 2 * kMaxPly + 2> pv_{};
  std::array<int, 2 * kMaxPly + 2> pv_length_{};
};

}  // namespace zhuge::search::multiplayer
