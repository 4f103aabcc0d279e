#include "tests/sanguo/helpers.hpp"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>

#include "engine/sanguo/movegen.hpp"

namespace zhuge::sanguo::test {

std::string fen_of(std::initializer_list<std::pair<const char*, const char*>> pieces,
                   const char* side, const char* in_play, int quiet, int round) {
  return fen_of(std::vector<std::pair<std::string, std::string>>(pieces.begin(), pieces.end()),
                side, in_play, quiet, round);
}

std::string fen_of(const std::vector<std::pair<std::string, std::string>>& pieces, const char* side,
                   const char* in_play, int quiet, int round) {
  std::array<std::string, kPoints> board;
  for (const auto& [point, piece] : pieces) board[*parse_point(point)] = piece;
  std::string fen;
  for (int h = 0; h < kKingdoms; ++h) {
    for (int rank = kRanks; rank >= 1; --rank) {
      int empty = 0;
      for (int file = 0; file < kFiles; ++file) {
        const std::string& piece = board[make_point(kingdom(h), file, rank)];
        if (piece.empty()) {
          ++empty;
          continue;
        }
        if (empty) fen += std::to_string(empty);
        empty = 0;
        fen += piece;
      }
      if (empty) fen += std::to_string(empty);
      fen += rank > 1 ? "/" : (h < 2 ? "|" : "");
    }
  }
  return fen + " " + side + " " + in_play + " " + std::to_string(quiet) + " " +
         std::to_string(round);
}

Position load(const std::string& fen) {
  std::string error;
  auto pos = Position::from_fen(fen, error);
  INFO(fen << " -> " << error);
  REQUIRE(pos);
  return *pos;
}

std::vector<std::string> legal_moves(const Position& pos) {
  MoveList moves;
  generate_legal(pos, moves);
  std::vector<std::string> result;
  for (Move m : moves) result.push_back(to_string(m));
  std::sort(result.begin(), result.end());
  return result;
}

std::vector<std::string> destinations(const Position& pos, const char* from) {
  std::vector<std::string> result;
  for (const auto& m : legal_moves(pos)) {
    if (m.substr(0, 3) == from) result.push_back(m.substr(3));
  }
  return result;
}

void play(Position& pos, std::initializer_list<const char*> moves) {
  for (const char* text : moves) {
    const auto m = parse_move(pos, text);
    INFO("move " << text << " in " << pos.fen());
    REQUIRE(m);
    pos.make(*m);
  }
}

}  // namespace zhuge::sanguo::test
