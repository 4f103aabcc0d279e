#include "engine/luzhanqi/types.hpp"

namespace zhuge::luzhanqi {

namespace {
constexpr std::string_view kLetters = "MGDRCJKTSBLFmgdrcjktsblf";
}

std::string square_name(Square s) {
  return std::string{char('a' + file_of(s))} + std::to_string(rank_of(s) + 1);
}

std::optional<Square> parse_square(std::string_view text) {
  if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'e') return std::nullopt;
  int rank = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    rank = rank * 10 + (c - '0');
  }
  if (text[1] == '0' || rank < 1 || rank > kRanks) return std::nullopt;
  return make_square(text[0] - 'a', rank - 1);
}

char piece_letter(Piece p) {
  if (p == Piece::Hidden) return '?';
  if (p == Piece::Empty) return '.';
  return kLetters[index(p)];
}

std::optional<Piece> piece_from_letter(char letter) {
  const auto at = kLetters.find(letter);
  if (at == std::string_view::npos) return std::nullopt;
  return Piece(at);
}

}  // namespace zhuge::luzhanqi
