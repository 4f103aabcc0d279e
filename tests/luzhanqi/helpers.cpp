#include "tests/luzhanqi/helpers.hpp"

#include <catch2/catch.hpp>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"

namespace zhuge::luzhanqi::test {

std::string board_field(const std::map<std::string, char>& pieces) {
  std::string field;
  for (int rank = kRanks; rank >= 1; --rank) {
    int empty = 0;
    for (char file = 'a'; file <= 'e'; ++file) {
      const auto it = pieces.find(std::string(1, file) + std::to_string(rank));
      if (it == pieces.end()) {
        ++empty;
        continue;
      }
      if (empty) field += char('0' + empty);
      empty = 0;
      field += it->second;
    }
    if (empty) field += char('0' + empty);
    if (rank > 1) field += '/';
  }
  return field;
}

Position position(const std::string& fen) {
  std::string error;
  auto pos = Position::from_fen(fen, error);
  INFO(fen << ": " << error);
  REQUIRE(pos);
  return *pos;
}

std::set<std::string> targets(const Position& pos, const std::string& from) {
  std::set<std::string> out;
  for (Bitboard b = move_targets(pos, *parse_square(from)); b;) {
    out.insert(square_name(pop_lowest(b)));
  }
  return out;
}

std::set<std::string> names(std::initializer_list<const char*> squares) {
  return {squares.begin(), squares.end()};
}

Action random_action(const Position& pos, Rng& rng) {
  ActionList actions;
  generate_actions(pos, actions);
  Action a = actions[int(rng.below(actions.size()))];
  if (a.is_flip()) {
    int pick = int(rng.below(pos.hidden_count()));
    for (int p = 0; p < kPieceKinds; ++p) {
      pick -= pos.pool_count(Piece(p));
      if (pick < 0) {
        a.reveal = Piece(p);
        break;
      }
    }
  }
  return a;
}

void random_play(std::uint64_t seed, int games, const std::function<void(const Position&)>& visit) {
  Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    Position pos = Position::start();
    while (!game_result(pos)) {
      visit(pos);
      pos.make(random_action(pos, rng));
    }
  }
}

}  // namespace zhuge::luzhanqi::test
