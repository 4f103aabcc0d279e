#include "engine/sanguo/diagram.hpp"

namespace zhuge::sanguo {

namespace {

std::string label(Kingdom k) {
  return std::string(kingdom_name(k)) + " (" + kingdom_letter(k) + ")";
}

std::string cell(Piece p) {
  if (!p) return " . ";
  return {kingdom_letter(owner_of(p)), is_crossed(p) ? 'p' : piece_letter(type_of(p)), ' '};
}

}  // namespace

std::string diagram(const Position& pos) {
  std::string s;
  for (int h = 0; h < kKingdoms; ++h) {
    const Kingdom k = kingdom(h);
    const char me = kingdom_letter(k);
    const char right = kingdom_letter(next(k));
    const char left = kingdom_letter(prev(k));
    s += label(k) + " half, seen from " + std::string(kingdom_name(k)) + ":\n";
    s += "     a  b  c  d  e  f  g  h  i\n";
    for (int rank = kRanks; rank >= 1; --rank) {
      s += ' ' + std::to_string(rank) + "  ";
      for (int file = 0; file < kFiles; ++file) s += cell(pos.at(make_point(k, file, rank)));
      s += '\n';
    }
    s += std::string("    river: ") + me + "a5-" + me + "d5 face " + left + "i5-" + left + "f5, " +
         me + "f5-" + me + "i5 face " + right + "d5-" + right + "a5, " + me +
         "e5 is a corner of the triangle\n\n";
  }
  s += "Side to move: " + label(pos.side_to_move()) + "\nIn play:";
  for (int k = 0; k < kKingdoms; ++k) {
    if (pos.in_play(kingdom(k))) s += ' ' + label(kingdom(k));
  }
  s += "\nQuiet plies: " + std::to_string(pos.quiet_plies()) +
       "\nRound: " + std::to_string(pos.round()) + '\n';
  return s;
}

}  // namespace zhuge::sanguo
