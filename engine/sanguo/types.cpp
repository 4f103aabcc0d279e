#include "engine/sanguo/types.hpp"

namespace zhuge::sanguo {

namespace {
constexpr std::string_view kKingdomLetters = "rgb";
constexpr std::string_view kPieceLetters = "KAEHRCPF";
}  // namespace

char kingdom_letter(Kingdom k) {
  return kKingdomLetters[index(k)];
}

std::string_view kingdom_name(Kingdom k) {
  constexpr std::string_view kNames[kKingdoms] = {"Shu", "Wu", "Wei"};
  return kNames[index(k)];
}

std::optional<Kingdom> kingdom_from_letter(char c) {
  const auto i = kKingdomLetters.find(c);
  if (i == std::string_view::npos) return std::nullopt;
  return kingdom(static_cast<int>(i));
}

char piece_letter(PieceType t) {
  return kPieceLetters[static_cast<int>(t)];
}

std::optional<PieceType> piece_type_from_letter(char c) {
  const auto i = kPieceLetters.find(c);
  if (i == std::string_view::npos) return std::nullopt;
  return static_cast<PieceType>(i);
}

std::optional<Point> parse_point(std::string_view text) {
  if (text.size() != 3) return std::nullopt;
  const auto k = kingdom_from_letter(text[0]);
  const int file = text[1] - 'a';
  const int rank = text[2] - '0';
  if (!k || file < 0 || file >= kFiles || rank < 1 || rank > kRanks) return std::nullopt;
  return make_point(*k, file, rank);
}

std::string point_name(Point p) {
  return {kingdom_letter(half_of(p)), static_cast<char>('a' + file_of(p)),
          static_cast<char>('0' + rank_of(p))};
}

}  // namespace zhuge::sanguo
