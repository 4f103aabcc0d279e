#pragma once
// The full public state of a Luzhanqi flip game (rules §3, §7.2): what stands
// on each point, the hidden pool, the side to move (none before the first
// flip), the quiet plies and the ply count. Everything in it is public: the
// identities of hidden pieces are not part of a position.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/luzhanqi/action.hpp"
#include "engine/luzhanqi/board.hpp"
#include "engine/luzhanqi/types.hpp"

namespace zhuge::luzhanqi {

// What make() needs to give back to unmake().
struct Undo {
  Piece attacker = Piece::Empty;
  Piece defender = Piece::Empty;
  std::uint16_t quiet_plies = 0;
  Color side = Color::None;
};

// Who survives an attack (rules §5).
enum class Combat : std::uint8_t { AttackerWins, BothRemoved, DefenderWins };
Combat resolve_combat(Piece attacker, Piece defender);

class Position {
 public:
  static Position start();
  // Parses a FEN (§7.2). On failure returns nullopt and sets `error` to a
  // message naming the field and the problem.
  static std::optional<Position> from_fen(std::string_view fen, std::string& error);
  std::string fen() const;

  Piece at(Square s) const { return board_[s]; }
  Color side_to_move() const { return side_; }
  bool colours_assigned() const { return side_ != Color::None; }
  int quiet_plies() const { return quiet_plies_; }
  int ply() const { return ply_; }

  int pool_count(Piece p) const { return pool_[index(p)]; }
  int hidden_count() const { return std::popcount(hidden_); }
  // Number of distinct piece kinds (letter and case) left in the pool.
  int pool_kinds() const { return std::popcount(pool_mask_); }
  std::uint32_t pool_mask() const { return pool_mask_; }

  // Pieces of a kind still in the game: revealed on the board or hidden.
  int alive(Piece p) const { return alive_[index(p)]; }
  int pieces_of(Color c) const { return army_size_[index(c)]; }
  bool flag_captured(Color c) const { return alive(make_piece(c, Kind::Flag)) == 0; }
  // True when none of c's landmines is left, so a sapper may take c's flag.
  bool mines_cleared(Color c) const { return alive(make_piece(c, Kind::Landmine)) == 0; }

  Bitboard hidden() const { return hidden_; }
  Bitboard revealed(Color c) const { return by_color_[index(c)]; }
  Bitboard occupied() const { return hidden_ | by_color_[0] | by_color_[1]; }
  Bitboard immobile() const { return immobile_; }  // revealed landmines and flags
  Bitboard flags() const { return flags_; }        // revealed flags

  // Plays a legal action. A flip must carry its outcome, which must be in the pool.
  Undo make(Action a);
  void unmake(Action a, const Undo& undo);

  friend bool operator==(const Position&, const Position&) = default;
  friend class FenReader;  // fen.cpp

 private:
  void put(Square s, Piece p);
  void clear(Square s);
  void remove_from_pool(Piece p);
  void add_to_pool(Piece p);
  void kill(Piece p);
  void revive(Piece p);

  std::array<Piece, kSquares> board_{};
  std::array<std::uint8_t, kPieceKinds> pool_{};
  std::array<std::uint8_t, kPieceKinds> alive_{};
  std::array<std::uint8_t, 2> army_size_{};
  std::uint32_t pool_mask_ = 0;
  Bitboard hidden_ = 0;
  std::array<Bitboard, 2> by_color_{};
  Bitboard immobile_ = 0;
  Bitboard flags_ = 0;
  Color side_ = Color::None;
  std::uint16_t quiet_plies_ = 0;
  std::uint32_t ply_ = 0;
};

}  // namespace zhuge::luzhanqi
