#include "engine/luzhanqi/deal.hpp"

#include <utility>

namespace zhuge::luzhanqi {

Deal sample_deal(const Position& pos, Rng& rng) {
  std::array<Piece, kSquares> pool{};
  int size = 0;
  for (int p = 0; p < kPieceKinds; ++p) {
    for (int n = pos.pool_count(Piece(p)); n > 0; --n) pool[size++] = Piece(p);
  }
  // Fisher-Yates shuffle.
  for (int i = size - 1; i > 0; --i) std::swap(pool[i], pool[rng.below(std::uint64_t(i) + 1)]);

  Deal deal;
  deal.fill(Piece::Empty);
  int next = 0;
  for (Bitboard hidden = pos.hidden(); hidden;) deal[pop_lowest(hidden)] = pool[next++];
  return deal;
}

}  // namespace zhuge::luzhanqi
