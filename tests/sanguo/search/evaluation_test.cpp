// The Sanguo evaluation treats the three kingdoms alike: the board looks the same from each
// home, so turning a position by one kingdom (Shu's half becomes Wu's, and so on, every piece
// changing owner with it) must turn every kingdom's strength with it.

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "eval/sanguo/evaluation.hpp"

namespace {

using zhuge::eval::sanguo::Evaluator;
using zhuge::eval::sanguo::KingdomValues;
using zhuge::sanguo::Position;

char next_owner(char c) {
  switch (c) {
    case 'r':
      return 'g';
    case 'g':
      return 'b';
    case 'b':
      return 'r';
  }
  return c;
}

// The owner letters of a board half, side or kingdom list, each given to the next kingdom.
std::string pass_on(std::string text, bool board) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    // On the board an owner letter is always followed by an upper-case piece letter or 'p'.
    const bool owner =
        !board || (i + 1 < text.size() && (std::isupper(text[i + 1]) || text[i + 1] == 'p'));
    if (owner) text[i] = next_owner(text[i]);
  }
  return text;
}

// The FEN of `pos` turned by one kingdom: Shu's half is Wu's now, Wu's Wei's, Wei's Shu's.
std::string turned(const Position& pos) {
  std::istringstream fields(pos.fen());
  std::string board, side, in_play, quiet, round;
  fields >> board >> side >> in_play >> quiet >> round;
  const auto bar1 = board.find('|'), bar2 = board.rfind('|');
  const std::string shu = board.substr(0, bar1), wu = board.substr(bar1 + 1, bar2 - bar1 - 1),
                    wei = board.substr(bar2 + 1);
  in_play = pass_on(in_play, false);
  std::sort(in_play.begin(), in_play.end(),
            [](char a, char b) { return std::string("rgb").find(a) < std::string("rgb").find(b); });
  return pass_on(wei, true) + '|' + pass_on(shu, true) + '|' + pass_on(wu, true) + ' ' +
         pass_on(side, false) + ' ' + in_play + ' ' + quiet + ' ' + round;
}

TEST_CASE("the sanguo evaluation turns with the board", "[sanguo-search]") {
  const Evaluator eval;
  zhuge::Rng rng(5);
  int positions = 0;
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start(game % 2 == 0);
    for (int ply = 0; ply < 150 && pos.kingdoms_in_play() > 1; ++ply) {
      std::string error;
      const auto other = Position::from_fen(turned(pos), error);
      INFO(pos.fen());
      REQUIRE(other);
      const KingdomValues a = eval.strengths(pos);
      const KingdomValues b = eval.strengths(*other);
      for (int k = 0; k < 3; ++k) REQUIRE(b[(k + 1) % 3] == a[k]);
      ++positions;
      zhuge::sanguo::MoveList moves;
      zhuge::sanguo::generate_legal(pos, moves);
      if (moves.size() == 0) break;
      pos.make(moves[static_cast<int>(rng.below(moves.size()))]);
    }
  }
  CHECK(positions > 3000);
}

// With every weight 0 but the check's, a kingdom's strength is minus 1 exactly when the rules
// say its general is attacked, a rival general facing it along a line included.
TEST_CASE("the sanguo evaluation sees a check as the rules do", "[sanguo-search]") {
  zhuge::eval::sanguo::EvalWeights weights;
  for (const auto& spin : zhuge::eval::sanguo::weight_parameters().spins) weights.*spin.member = 0;
  weights.check = 1;
  const Evaluator eval(weights);
  zhuge::Rng rng(8);
  int checks = 0;
  for (int game = 0; game < 200; ++game) {
    Position pos = Position::start(game % 2 == 0);
    for (int ply = 0; ply < 300 && pos.kingdoms_in_play() > 1; ++ply) {
      const KingdomValues s = eval.strengths(pos);
      INFO(pos.fen());
      for (int k = 0; k < 3; ++k) {
        const auto kingdom = zhuge::sanguo::kingdom(k);
        if (!pos.in_play(kingdom)) continue;
        const bool checked = zhuge::sanguo::in_check(pos, kingdom);
        REQUIRE(s[k] == (checked ? -1 : 0));
        checks += checked;
      }
      zhuge::sanguo::MoveList moves;
      zhuge::sanguo::generate_legal(pos, moves);
      if (moves.size() == 0) break;
      pos.make(moves[static_cast<int>(rng.below(moves.size()))]);
    }
  }
  CHECK(checks > 1000);
}

}  // namespace
