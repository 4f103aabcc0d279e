#include "tools/match/luzhanqi/deal_text.hpp"

#include <algorithm>

#include "engine/luzhanqi/position.hpp"

namespace zhuge::match {

using luzhanqi::Deal;
using luzhanqi::Piece;

Deal deal_from_seed(std::uint64_t seed) {
  Rng rng(seed);
  return luzhanqi::sample_deal(luzhanqi::Position::start(), rng);
}

std::string deal_to_text(const Deal& deal) {
  std::string text;
  for (Piece p : deal) text += p == Piece::Empty ? '.' : luzhanqi::piece_letter(p);
  return text;
}

std::optional<Deal> deal_from_text(const std::string& text) {
  const auto start = luzhanqi::Position::start();
  if (text.size() != luzhanqi::kSquares) return std::nullopt;
  Deal deal;
  std::array<int, luzhanqi::kPieceKinds> count{};
  for (int s = 0; s < luzhanqi::kSquares; ++s) {
    const bool hidden = start.at(static_cast<luzhanqi::Square>(s)) == Piece::Hidden;
    if (!hidden) {
      if (text[s] != '.') return std::nullopt;
      deal[s] = Piece::Empty;
      continue;
    }
    const auto piece = luzhanqi::piece_from_letter(text[s]);
    if (!piece || !luzhanqi::is_revealed(*piece)) return std::nullopt;
    deal[s] = *piece;
    ++count[luzhanqi::index(*piece)];
  }
  for (int p = 0; p < luzhanqi::kPieceKinds; ++p) {
    if (count[p] != start.pool_count(Piece(p))) return std::nullopt;
  }
  return deal;
}

}  // namespace zhuge::match
