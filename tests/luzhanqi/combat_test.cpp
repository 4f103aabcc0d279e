// Combat of rules §5, row by row, and the flag rules.

#include <catch2/catch.hpp>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge::luzhanqi;
using namespace zhuge::luzhanqi::test;

namespace {

// Red `attacker` on c2 hits blue `defender` on c3; returns what stands on c2 and c3 after.
std::string fight(char attacker, char defender) {
  std::map<std::string, char> pieces = {{"c2", attacker}, {"c3", defender}, {"a1", 'F'}};
  if (defender != 'f') pieces["e12"] = 'f';
  auto pos = position(board_field(pieces) + " r - 0 1");
  const Action attack = move_action(*parse_square("c2"), *parse_square("c3"));
  REQUIRE(is_legal(pos, attack, false));
  const int red = pos.pieces_of(Color::Red), blue = pos.pieces_of(Color::Blue);
  pos.make(attack);
  const char on_c2 = piece_letter(pos.at(*parse_square("c2")));
  const char on_c3 = piece_letter(pos.at(*parse_square("c3")));
  CHECK(pos.quiet_plies() == 0);
  CHECK(red - pos.pieces_of(Color::Red) == (on_c3 == attacker ? 0 : 1));
  CHECK(blue - pos.pieces_of(Color::Blue) == (on_c3 == defender ? 0 : 1));
  return {on_c2, on_c3};
}

}  // namespace

TEST_CASE("combat: the higher officer wins and takes the point when attacking",
          "[luzhanqi][combat]") {
  CHECK(fight('M', 'g') == ".M");
  CHECK(fight('K', 't') == ".K");
  CHECK(fight('T', 'k') == ".k");
  CHECK(fight('S', 'm') == ".m");
}

TEST_CASE("combat: equal ranks remove each other", "[luzhanqi][combat]") {
  CHECK(fight('C', 'c') == "..");
  CHECK(fight('S', 's') == "..");
}

TEST_CASE("combat: a bomb removes both, attacking or attacked", "[luzhanqi][combat]") {
  CHECK(fight('B', 'm') == "..");
  CHECK(fight('M', 'b') == "..");
  CHECK(fight('B', 'b') == "..");
  CHECK(fight('B', 'l') == "..");  // bomb on a mine: row 2 comes before row 3
}

TEST_CASE("combat: a sapper clears a landmine, any other officer dies on it",
          "[luzhanqi][combat]") {
  CHECK(fight('S', 'l') == ".S");
  CHECK(fight('M', 'l') == ".l");
  CHECK(fight('T', 'l') == ".l");
}

TEST_CASE("combat: a sapper takes the flag once all mines of its colour are gone",
          "[luzhanqi][combat]") {
  CHECK(fight('S', 'f') == ".S");
  auto pos = position(board_field({{"c2", 'S'}, {"c3", 'f'}, {"a1", 'F'}}) + " r - 0 1");
  pos.make(move_action(*parse_square("c2"), *parse_square("c3")));
  const auto result = game_result(pos);
  REQUIRE(result);
  CHECK(winner(*result) == Color::Red);
  CHECK(result->reason == EndReason::FlagCaptured);
}

TEST_CASE("combat: the flag is safe while a mine of its colour is left, revealed or hidden",
          "[luzhanqi][combat]") {
  const auto revealed =
      position(board_field({{"c2", 'S'}, {"c3", 'f'}, {"a1", 'F'}, {"a12", 'l'}}) + " r - 0 1");
  CHECK_FALSE(targets(revealed, "c2").count("c3"));
  const auto hidden =
      position(board_field({{"c2", 'S'}, {"c3", 'f'}, {"a1", 'F'}, {"a12", '?'}}) + " r l 0 1");
  CHECK_FALSE(targets(hidden, "c2").count("c3"));
  // A mine of the other colour does not protect it.
  const auto other =
      position(board_field({{"c2", 'S'}, {"c3", 'f'}, {"a1", 'F'}, {"a12", '?'}}) + " r L 0 1");
  CHECK(targets(other, "c2").count("c3"));
}

TEST_CASE("combat: no piece but a sapper may attack a flag", "[luzhanqi][combat]") {
  for (char attacker : {'M', 'B', 'T', 'G'}) {
    INFO(attacker);
    const auto pos =
        position(board_field({{"c2", attacker}, {"c3", 'f'}, {"a1", 'F'}}) + " r - 0 1");
    CHECK_FALSE(targets(pos, "c2").count("c3"));
  }
}

TEST_CASE("combat: the table agrees with resolve_combat for every pair", "[luzhanqi][combat]") {
  for (int a = 0; a < kKinds; ++a) {
    if (!is_movable(Kind(a))) continue;
    for (int d = 0; d < kKinds; ++d) {
      const Piece attacker = make_piece(Color::Red, Kind(a));
      const Piece defender = make_piece(Color::Blue, Kind(d));
      const Combat c = resolve_combat(attacker, defender);
      INFO(piece_letter(attacker) << " x " << piece_letter(defender));
      if (Kind(d) == Kind::Flag) {
        CHECK(c == Combat::AttackerWins);
      } else if (Kind(a) == Kind::Bomb || Kind(d) == Kind::Bomb) {
        CHECK(c == Combat::BothRemoved);
      } else if (Kind(d) == Kind::Landmine) {
        CHECK(c == (Kind(a) == Kind::Sapper ? Combat::AttackerWins : Combat::DefenderWins));
      } else {
        CHECK(c == (a == d  ? Combat::BothRemoved
                    : a < d ? Combat::AttackerWins
                            : Combat::DefenderWins));
      }
    }
  }
}
