// Movement of rules §4: roads, straight railway slides, sapper routes,
// blocking, camps and the headquarters freeze.

#include <catch2/catch.hpp>

#include "engine/luzhanqi/movegen.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge::luzhanqi;
using namespace zhuge::luzhanqi::test;

namespace {
const std::map<std::string, char> kFlags = {{"c1", 'F'}, {"c12", 'f'}};

std::map<std::string, char> with_flags(std::map<std::string, char> pieces) {
  pieces.insert(kFlags.begin(), kFlags.end());
  return pieces;
}
}  // namespace

TEST_CASE("movement: a non-sapper slides straight along the railway and never turns",
          "[luzhanqi][movement]") {
  const auto pos = position(board_field(with_flags({{"a2", 'R'}})) + " r - 0 1");
  CHECK(targets(pos, "a2") == names({"a1", "a3", "b2", "b3", "c2", "d2", "e2", "a4", "a5", "a6",
                                     "a7", "a8", "a9", "a10", "a11"}));
}

TEST_CASE("movement: slides stop at hidden pieces and end on attackable enemies",
          "[luzhanqi][movement]") {
  const auto pos =
      position(board_field(with_flags({{"a2", 'R'}, {"a6", '?'}, {"d2", 't'}})) + " r k 0 1");
  CHECK(targets(pos, "a2") == names({"a1", "a3", "b2", "b3", "c2", "d2", "a4", "a5"}));
}

TEST_CASE("movement: a sapper turns at railway junctions", "[luzhanqi][movement]") {
  const auto pos = position(board_field(with_flags({{"a2", 'S'}})) + " r - 0 1");
  const auto reach = targets(pos, "a2");
  for (const char* far : {"e11", "b11", "c7", "b7", "e6", "c6", "e2"}) {
    INFO(far);
    CHECK(reach.count(far));
  }
  CHECK_FALSE(reach.count("c8"));  // c7-c8 is a road, not a railway
  CHECK(reach.size() == 33);       // the 31 other railway points, plus a1 and b3 by road
}

TEST_CASE("movement: a sapper turns through c6-c7; other pieces go straight",
          "[luzhanqi][movement]") {
  auto pieces = with_flags({{"b6", '?'}, {"d6", '?'}});
  pieces["c6"] = 'S';
  const auto sapper = position(board_field(pieces) + " r kt 0 1");
  const auto reach = targets(sapper, "c6");
  for (const char* s : {"c7", "b7", "d7", "a11", "a2", "e2"}) {
    INFO(s);
    CHECK(reach.count(s));
  }
  pieces["c6"] = 'T';
  const auto lieutenant = position(board_field(pieces) + " r kt 0 1");
  CHECK(targets(lieutenant, "c6") == names({"c5", "c7", "b5", "d5"}));
}

TEST_CASE("movement: b6 does not step to b7", "[luzhanqi][movement]") {
  const auto pos = position(board_field(with_flags({{"b6", 'T'}})) + " r - 0 1");
  CHECK(targets(pos, "b6") == names({"a6", "c6", "d6", "e6", "b5"}));
}

TEST_CASE("movement: pieces in camps cannot be attacked, empty camps can be entered",
          "[luzhanqi][movement]") {
  const auto pos =
      position(board_field(with_flags({{"a3", 'M'}, {"b3", 't'}, {"a4", 'K'}})) + " r - 0 1");
  CHECK_FALSE(targets(pos, "a3").count("b3"));
  CHECK_FALSE(targets(pos, "a4").count("b3"));
  CHECK(targets(pos, "a4").count("b5"));  // an empty camp, diagonal from a4
}

TEST_CASE("movement: hidden pieces block and cannot be attacked", "[luzhanqi][movement]") {
  const auto pos =
      position(board_field(with_flags({{"a2", 'M'}, {"a3", '?'}, {"b2", '?'}})) + " r kt 0 1");
  CHECK(targets(pos, "a2") == names({"a1", "b3"}));
}

TEST_CASE("movement: landmines and flags never move", "[luzhanqi][movement]") {
  const auto pos = position(board_field(with_flags({{"a2", 'L'}})) + " r - 0 1");
  CHECK(targets(pos, "a2").empty());
  CHECK(targets(pos, "c1").empty());
  ActionList moves;
  generate_moves(pos, moves);
  CHECK(moves.empty());
}

TEST_CASE("movement: a piece on a headquarters is frozen, also when dealt there",
          "[luzhanqi][movement]") {
  auto pos =
      position(board_field(with_flags({{"b1", '?'}, {"a1", 'T'}, {"b2", 't'}})) + " r M 0 1");
  CHECK(targets(pos, "a1") == names({"a2"}));
  pos.make(flip_action(*parse_square("b1"), Piece(0)));  // red reveals its own marshal
  CHECK(pos.side_to_move() == Color::Blue);
  CHECK(is_legal(pos, move_action(*parse_square("b2"), *parse_square("b1")), false));
  pos.make(move_action(*parse_square("b2"), *parse_square("c2")));
  CHECK(targets(pos, "b1").empty());

  // A piece that moves into a headquarters is frozen there too.
  auto entering = position(board_field(with_flags({{"e1", 'T'}, {"a12", 't'}})) + " r - 0 1");
  CHECK(targets(entering, "e1").count("d1"));
  entering.make(move_action(*parse_square("e1"), *parse_square("d1")));
  entering.make(move_action(*parse_square("a12"), *parse_square("a11")));
  CHECK(targets(entering, "d1").empty());
}

TEST_CASE("movement: nothing moves for a side whose colour is not yet known",
          "[luzhanqi][movement]") {
  const auto start = Position::start();
  ActionList actions;
  generate_actions(start, actions);
  CHECK(actions.size() == 50);
  for (Action a : actions) CHECK(a.is_flip());
}
