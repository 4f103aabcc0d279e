#pragma once
// Nim for N players as a MultiplayerGame: one heap, each turn a player takes objects, one up to its
// own limit (players differ, so that it matters which rival replies), and whoever takes the last
// one wins. A game the searches know nothing of, with a player count of its own, so that the tests
// see them work on any game of the concept.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/fixed_list.hpp"
#include "search/multiplayer/game.hpp"

namespace zhuge::search::multiplayer::testing {

template <int Players>
class Nim {
 public:
  using Move = int;  // how many objects the player takes
  using MoveList = FixedList<Move, 3>;
  struct Undo {
    int taken;
    int mover;
  };
  static constexpr int kPlayers = Players;
  static constexpr int kMaxTake = 3;
  static constexpr int kHistorySize = kMaxTake;
  // Player 0 takes up to two, player 1 up to three, player 2 one, player 3 two, ...
  static constexpr int max_take(int player) { return 1 + (player + 1) % kMaxTake; }

  explicit Nim(int heap, int side = 0) : heap_(heap), side_(side) {}

  int side() const { return side_; }
  bool in_play(int) const { return true; }
  int players_in_play() const { return kPlayers; }
  std::uint64_t key() const {
    return (std::uint64_t(heap_) * kPlayers + std::uint64_t(side_) + 1) * 0x9E3779B97F4A7C15ull;
  }
  int reversible_plies() const { return 0; }  // the heap only shrinks
  void generate(MoveList& moves) const {
    moves.clear();
    for (int take = 1; take <= max_take(side_) && take <= heap_; ++take) moves.push(take);
  }
  void generate_captures(MoveList& moves) const { moves.clear(); }
  std::optional<Move> only_move() const {
    return heap_ == 1 || (heap_ > 0 && max_take(side_) == 1) ? std::optional<Move>(1)
                                                             : std::nullopt;
  }
  bool is_capture(Move) const { return false; }
  int capture_order(Move) const { return 0; }
  bool captures_from(Move, int) const { return false; }
  bool in_check() const { return false; }
  bool general_in_danger() const { return false; }
  bool endangers_general(Move) const { return false; }
  Undo make(Move m) {
    const Undo undo{m, last_mover_};
    heap_ -= m;
    last_mover_ = side_;
    side_ = (side_ + 1) % kPlayers;
    return undo;
  }
  void unmake(const Undo& undo) {
    side_ = last_mover_;
    last_mover_ = undo.mover;
    heap_ += undo.taken;
  }
  void pass() { side_ = (side_ + 1) % kPlayers; }
  void unpass() { side_ = (side_ + kPlayers - 1) % kPlayers; }
  std::optional<Values<kPlayers>> outcome() const {
    if (heap_ > 0) return std::nullopt;
    Values<kPlayers> v;
    for (int p = 0; p < kPlayers; ++p) v[p] = p == last_mover_ ? kWin : -kWin;
    return v;
  }
  // Zero-sum and arbitrary, but fixed by the position: something for the leaves to disagree on.
  Values<kPlayers> evaluate() const {
    const int x = 6 * ((heap_ * 7 + side_ * 5 + (last_mover_ + 1) * 3) % 11 - 5);
    Values<kPlayers> v;
    for (int p = 0; p < kPlayers; ++p) v[p] = p == side_ ? x * (kPlayers - 1) : -x;
    return v;
  }
  Values<kPlayers> draw() const { return {}; }
  static std::uint16_t encode(Move m) { return std::uint16_t(m); }
  static int history_index(Move m) { return m - 1; }
  std::string notation(Move m) const { return "take" + std::to_string(m); }
  int heap() const { return heap_; }

 private:
  int heap_;
  int side_;
  int last_mover_ = -1;
};

static_assert(MultiplayerGame<Nim<3>> && MultiplayerGame<Nim<4>>);

}  // namespace zhuge::search::multiplayer::testing
