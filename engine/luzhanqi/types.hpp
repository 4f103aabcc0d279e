#pragma once
// The vocabulary of Luzhanqi flip: squares, colours, piece kinds and the pieces
// that can stand on a square. Everything here is constexpr and allocation-free.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace zhuge::luzhanqi {

inline constexpr int kFiles = 5;
inline constexpr int kRanks = 12;
inline constexpr int kSquares = kFiles * kRanks;

// Square index = (rank - 1) * 5 + file, so a1 = 0, e1 = 4, a12 = 55, e12 = 59.
using Square = std::uint8_t;

constexpr Square make_square(int file, int rank) {
  return Square(rank * kFiles + file);
}
constexpr int file_of(Square s) {
  return s % kFiles;
}
constexpr int rank_of(Square s) {
  return s / kFiles;
}  // 0-based: rank 1 is 0

std::string square_name(Square s);
std::optional<Square> parse_square(std::string_view text);

enum class Color : std::uint8_t { Red, Blue, None };

constexpr Color opposite(Color c) {
  return c == Color::Red ? Color::Blue : Color::Red;
}
constexpr int index(Color c) {
  return static_cast<int>(c);
}

// In the order of the FEN pool: officers from highest to lowest, then the specials.
enum class Kind : std::uint8_t {
  Marshal,
  General,
  MajorGeneral,
  Brigadier,
  Colonel,
  Major,
  Captain,
  Lieutenant,
  Sapper,
  Bomb,
  Landmine,
  Flag
};
inline constexpr int kKinds = 12;

// How many of each kind one army has (rules §2).
inline constexpr std::array<int, kKinds> kKindCount = {1, 1, 2, 2, 2, 2, 3, 3, 3, 2, 3, 1};
inline constexpr int kArmySize = 25;

// Officer rank 9 (marshal) down to 1 (sapper).
constexpr int officer_rank(Kind k) {
  return 9 - static_cast<int>(k);
}
constexpr bool is_movable(Kind k) {
  return k != Kind::Landmine && k != Kind::Flag;
}

// What stands on a square. The 24 revealed pieces come first, numbered
// colour * 12 + kind, which is also their index in the hidden pool.
enum class Piece : std::uint8_t { Hidden = 24, Empty = 25 };
inline constexpr int kPieceKinds = 24;

constexpr Piece make_piece(Color c, Kind k) {
  return Piece(index(c) * kKinds + static_cast<int>(k));
}
constexpr bool is_revealed(Piece p) {
  return static_cast<int>(p) < kPieceKinds;
}
constexpr Color color_of(Piece p) {
  return static_cast<int>(p) < kKinds ? Color::Red : Color::Blue;
}
constexpr Kind kind_of(Piece p) {
  return Kind(static_cast<int>(p) % kKinds);
}
constexpr int index(Piece p) {
  return static_cast<int>(p);
}

// FEN letters: upper case red, lower case blue; '?' hidden; '.' empty (diagrams only).
char piece_letter(Piece p);
std::optional<Piece> piece_from_letter(char letter);

}  // namespace zhuge::luzhanqi
