#pragma once
// A Three Kingdoms Xiangqi position: board, turn, kingdoms in play, counters, a Zobrist key and
// the side to move's exposure (exposure.hpp) kept up to date by make/unmake, and the keys of
// earlier positions for the repetition rule.
//
// Defeat for having no legal move is settled eagerly inside make(): after each move, while more
// than one kingdom is in play and the side to move has no legal move, that kingdom is defeated
// (its general leaves the board, its pieces pass to the mover, the quiet plies restart) and the
// turn passes on. So every position reached by make() has a side to move with a legal move, or
// a single kingdom left. A position read from a FEN is kept exactly as written; settle() applies
// the same rule to it (the previous mover being the previous kingdom in play in turn order).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game_result.hpp"
#include "engine/sanguo/exposure.hpp"
#include "engine/sanguo/geometry.hpp"
#include "engine/sanguo/move.hpp"
#include "engine/sanguo/types.hpp"

namespace zhuge::sanguo {

// The rule that ended a game (§6). LastKingdom: one kingdom is left in a position given without
// the history that says how the last rival fell.
enum class Ending : std::uint8_t {
  GeneralCaptured,
  NoLegalMove,
  LastKingdom,
  MoveLimit,
  Repetition,
  Resignation
};
std::string_view ending_name(Ending e);

// The shared result (engine/core/game_result.hpp: the ending and points x6 by kingdom index),
// and who won: a draw shares points too.
struct Result : zhuge::GameResult<kKingdoms, Ending> {
  std::uint8_t winners = 0;  // bit(k) for each kingdom that won; 0 for a draw
};

// What unmake() needs to take a move back.
struct Undo {
  struct Defeat {
    Kingdom kingdom;
    Point general;  // where its general was removed; kNoPoint when the move captured it
    PointSet army;  // the points of the pieces that passed to the mover
  };
  Move move;
  Piece moved = kEmpty;
  Piece captured = kEmpty;
  Kingdom side = Kingdom::Shu;
  Kingdom last_mover = Kingdom::Shu;
  std::uint8_t in_play = 0;
  Ending last_defeat = Ending::LastKingdom;
  int quiet_plies = 0;
  std::uint32_t round = 0;
  std::uint64_t key = 0;
  Exposure exposure;
  int defeats = 0;
  std::array<Defeat, 2> defeat{};
};

class Position {
 public:
  static constexpr int kMoveLimit = 180;

  static Position start(bool flag_bearers);
  // Nullopt, with a message naming the field and the problem, if the string is not valid.
  static std::optional<Position> from_fen(std::string_view fen, std::string& error);
  std::string fen() const;

  Piece at(Point p) const { return board_[p]; }
  const std::array<Piece, kPoints>& board() const { return board_; }
  PointSet pieces(Kingdom owner) const { return army_[index(owner)]; }
  Point general(Kingdom k) const { return general_[index(k)]; }
  Kingdom side_to_move() const { return side_; }
  // The kingdom whose pieces a kingdom defeated now for having no move would receive.
  Kingdom last_mover() const { return last_mover_; }
  std::uint8_t in_play_mask() const { return in_play_; }
  bool in_play(Kingdom k) const { return in_play_ & bit(k); }
  int kingdoms_in_play() const { return __builtin_popcount(in_play_); }
  int quiet_plies() const { return quiet_plies_; }
  std::uint32_t round() const { return round_; }
  std::uint64_t key() const { return key_; }
  // Found once per position, when settling: the move generators and in_check reuse it.
  const Exposure& exposure() const { return exposure_; }

  // m must be legal. Returns what unmake() needs; moves are taken back in reverse order.
  Undo make(Move m);
  void unmake(const Undo& u);
  // Defeats the side to move while it has no legal move and a rival is in play (see above).
  void settle();
  // Not a rule: hands the turn to the next kingdom in play as if the position were read from its
  // FEN with that side to move (earlier positions forgotten), then settles. For best-reply search.
  void pass();

  // How many times the current position has occurred, this one included.
  int repetitions() const;
  // The end of the game, if it has ended: one kingdom left > move limit > repetition.
  std::optional<Result> result() const;

 private:
  friend class FenReader;  // fen.cpp
  Position() = default;
  void put(Point p, Piece piece);
  void remove(Point p);
  void defeat(Kingdom loser, Point general_point, Ending how, Undo* undo);
  void update_exposure();
  void settle_defeats(Undo* undo);
  void pass_turn(Kingdom from, Kingdom old_side, std::uint8_t old_in_play);
  Kingdom next_in_play(Kingdom k) const;

  std::array<Piece, kPoints> board_{};
  std::array<PointSet, kKingdoms> army_{};
  std::array<Point, kKingdoms> general_{kNoPoint, kNoPoint, kNoPoint};
  Kingdom side_ = Kingdom::Shu;
  Kingdom last_mover_ = Kingdom::Wei;
  std::uint8_t in_play_ = 0;
  Ending last_defeat_ = Ending::LastKingdom;
  int quiet_plies_ = 0;
  std::uint32_t round_ = 1;
  std::uint64_t key_ = 0;
  Exposure exposure_;
  std::vector<std::uint64_t> history_;  // keys of the positions before each move made
};

// A kingdom in play resigns, runs out of time or leaves (§6): nullopt if that has no effect.
std::optional<Result> resignation(const Position& pos, Kingdom k);

}  // namespace zhuge::sanguo
