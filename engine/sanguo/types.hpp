#pragma once
// Basic vocabulary of Three Kingdoms Xiangqi: kingdoms, piece types, points and pieces.
// Rules: docs/rules/sanguo.md.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace zhuge::sanguo {

// Turn order is Shu -> Wu -> Wei -> Shu.
enum class Kingdom : std::uint8_t { Shu, Wu, Wei };
inline constexpr int kKingdoms = 3;

constexpr int index(Kingdom k) {
  return static_cast<int>(k);
}
constexpr Kingdom kingdom(int i) {
  return static_cast<Kingdom>(i);
}
constexpr Kingdom next(Kingdom k) {
  return kingdom((index(k) + 1) % kKingdoms);
}
constexpr Kingdom prev(Kingdom k) {
  return kingdom((index(k) + kKingdoms - 1) % kKingdoms);
}
constexpr std::uint8_t bit(Kingdom k) {
  return static_cast<std::uint8_t>(1u << index(k));
}

char kingdom_letter(Kingdom k);  // r g b
std::string_view kingdom_name(Kingdom k);
std::optional<Kingdom> kingdom_from_letter(char c);

enum class PieceType : std::uint8_t {
  General,
  Advisor,
  Elephant,
  Horse,
  Chariot,
  Cannon,
  Soldier,
  FlagBearer
};

char piece_letter(PieceType t);  // K A E H R C P F
std::optional<PieceType> piece_type_from_letter(char c);

// Points: kingdom * 45 + (rank - 1) * 9 + file, file 0..8 = a..i as seen by that kingdom.
using Point = std::uint8_t;
inline constexpr int kPoints = 135;
inline constexpr int kFiles = 9;
inline constexpr int kRanks = 5;
inline constexpr int kHalfPoints = kFiles * kRanks;
inline constexpr Point kNoPoint = 255;

constexpr Point make_point(Kingdom half, int file, int rank) {
  return static_cast<Point>(index(half) * kHalfPoints + (rank - 1) * kFiles + file);
}
constexpr Kingdom half_of(Point p) {
  return kingdom(p / kHalfPoints);
}
constexpr int file_of(Point p) {
  return p % kFiles;
}
constexpr int rank_of(Point p) {
  return (p % kHalfPoints) / kFiles + 1;
}
constexpr bool in_palace(Point p) {
  return file_of(p) >= 3 && file_of(p) <= 5 && rank_of(p) <= 3;
}

std::optional<Point> parse_point(std::string_view text);  // "re1"
std::string point_name(Point p);

// A piece is one byte: 0 is an empty point; otherwise bit 7 is set, bits 0-1 hold the owner,
// bits 2-4 the type and bit 5 marks a soldier that has crossed the river. Every piece's home
// follows from these and its point (docs/rules/sanguo.md, "Home"), so it is not stored.
using Piece = std::uint8_t;
inline constexpr Piece kEmpty = 0;
inline constexpr Piece kCrossedBit = 0x20;

constexpr Piece make_piece(Kingdom owner, PieceType t, bool crossed = false) {
  return static_cast<Piece>(0x80 | (crossed ? kCrossedBit : 0) | (static_cast<int>(t) << 2) |
                            index(owner));
}
constexpr Kingdom owner_of(Piece p) {
  return kingdom(p & 3);
}
constexpr PieceType type_of(Piece p) {
  return static_cast<PieceType>((p >> 2) & 7);
}
constexpr bool is_crossed(Piece p) {
  return (p & kCrossedBit) != 0;
}
constexpr Piece with_owner(Piece p, Kingdom owner) {
  return static_cast<Piece>((p & ~3) | index(owner));
}
// The piece as it stands after moving from `from` to `to`: a soldier that leaves its half has
// crossed the river, for good.
constexpr Piece moved_piece(Piece p, Point from, Point to) {
  const bool crosses = type_of(p) == PieceType::Soldier && half_of(to) != half_of(from);
  return crosses ? static_cast<Piece>(p | kCrossedBit) : p;
}

}  // namespace zhuge::sanguo
