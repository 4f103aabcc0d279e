#include "engine/luzhanqi/diagram.hpp"

namespace zhuge::luzhanqi {

namespace {

// An empty point shows what kind of point it is: camp, headquarters, railway or post.
char empty_mark(Square s) {
  if (kBoard.camps & bit(s)) return 'o';
  if (kBoard.headquarters & bit(s)) return 'h';
  if (kBoard.railway & bit(s)) return '=';
  return '.';
}

std::string pool_text(const Position& pos) {
  std::string text;
  for (int p = 0; p < kPieceKinds; ++p) {
    if (pos.pool_count(Piece(p)) == 0) continue;
    if (!text.empty()) text += ' ';
    text += piece_letter(Piece(p)) + std::to_string(pos.pool_count(Piece(p)));
  }
  return text.empty() ? "-" : text;
}

}  // namespace

std::string diagram(const Position& pos) {
  std::string text;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    if (rank + 1 < 10) text += ' ';
    text += std::to_string(rank + 1);
    text += "  ";
    for (int file = 0; file < kFiles; ++file) {
      const Square s = make_square(file, rank);
      const Piece p = pos.at(s);
      text += p == Piece::Empty ? empty_mark(s) : piece_letter(p);
      text += file + 1 < kFiles ? "  " : "\n";
    }
    if (rank == 6) text += "    |  ^  |  ^  |\n";  // the front: only files a, c, e cross
  }
  text += "    a  b  c  d  e\n\n";
  text += "Upper case red, lower case blue, ? hidden; empty: = railway, o camp, h HQ, . post\n";
  const Color side = pos.side_to_move();
  text += std::string("Side to move: ") +
          (side == Color::None  ? "first player (no colours yet)"
           : side == Color::Red ? "red"
                                : "blue") +
          "\n";
  text += "Hidden pool: " + pool_text(pos) + "\n";
  text += "Quiet plies: " + std::to_string(pos.quiet_plies()) +
          "   Ply: " + std::to_string(pos.ply()) + "\n";
  return text;
}

}  // namespace zhuge::luzhanqi
