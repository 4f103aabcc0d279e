// Flip Nim's rules (engine/flipnim/position.hpp), each with a test.
#include <catch2/catch.hpp>
#include <string>

#include "engine/flipnim/perft.hpp"
#include "engine/flipnim/position.hpp"

using namespace zhuge::flipnim;

namespace {

Position at(const std::string& fen) {
  std::string error;
  const auto pos = Position::from_fen(fen, error);
  INFO(fen << ": " << error);
  REQUIRE(pos);
  return *pos;
}

std::string legal(const Position& pos) {
  ActionList actions;
  generate_actions(pos, actions);
  std::string names;
  for (const Action a : actions) names += to_string(a) + ' ';
  return names;
}

}  // namespace

TEST_CASE("Flip Nim starts with 15 stones and First to move", "[flipnim]") {
  const Position start = Position::start();
  CHECK(start.fen() == "15 0 0");
  CHECK(start.seat_to_move() == 0);
  CHECK(legal(start) == "take1 take2 roll ");
}

TEST_CASE("Flip Nim's FEN names the field at fault", "[flipnim]") {
  for (const auto& [fen, field] : {std::pair{"15 0", "three fields"},
                                   {"x 0 0", "pile"},
                                   {"015 0 0", "pile"},
                                   {"1000 0 0", "pile"},
                                   {"15 65 70", "rolls"},
                                   {"15 5 3", "plies"},
                                   {"15 0 -1", "plies"},
                                   {"15  0 0", "rolls"}}) {
    std::string error;
    CAPTURE(fen);
    CHECK_FALSE(Position::from_fen(fen, error));
    CHECK_THAT(error, Catch::Contains(field));
  }
  CHECK(at("9 2 5").seat_to_move() == 1);
}

TEST_CASE("Flip Nim rolls from three stones on, 64 times a game at most", "[flipnim]") {
  CHECK(legal(at("3 0 0")) == "take1 take2 roll ");
  CHECK(legal(at("2 0 0")) == "take1 take2 ");
  CHECK(legal(at("1 0 0")) == "take1 ");
  CHECK(legal(at("0 0 1")).empty());
  CHECK(legal(at("30 63 63")) == "take1 take2 roll ");
  CHECK(legal(at("30 64 64")) == "take1 take2 ");
}

TEST_CASE("A Flip Nim roll is chosen bare and played with one or three stones", "[flipnim]") {
  const Position pos = at("9 2 5");
  CHECK(is_legal(pos, roll(2), false));
  CHECK_FALSE(is_legal(pos, roll(2), true));
  CHECK(is_legal(pos, roll(2, 1), true));
  CHECK(is_legal(pos, roll(2, 3), true));
  CHECK_FALSE(is_legal(pos, roll(2, 2), true));
  CHECK_FALSE(is_legal(pos, roll(1, 1), true));  // the next roll is number 2
  CHECK(parse_action(pos, "roll3") == roll(2, 3));
  CHECK(parse_action(pos, "take2") == take(2));
  CHECK_FALSE(parse_action(pos, "take3"));
  CHECK_FALSE(is_legal(at("2 0 0"), take(3), false));
}

TEST_CASE("Whoever takes the last Flip Nim stone wins; make and unmake agree", "[flipnim]") {
  Position pos = at("3 0 4");
  const Undo undo = pos.make(roll(0, 3));
  CHECK(pos.over());
  CHECK(pos.winner() == 0);  // First rolled on ply 4
  pos.unmake(roll(0, 3), undo);
  CHECK(pos == at("3 0 4"));
  pos.make(take(2));
  pos.make(take(1));
  CHECK(pos.over());
  CHECK(pos.winner() == 1);
  CHECK(pos.fen() == "0 0 6");
}

TEST_CASE("Flip Nim's perft counts a roll once per outcome", "[flipnim]") {
  Position start = Position::start();
  CHECK(perft(start, 1) == 4);
  CHECK(perft(start, 2) == 16);
  const auto counts = divide(start, 2);
  REQUIRE(counts.size() == 4);
  CHECK(counts[0] == std::pair<std::string, std::uint64_t>{"roll1", 4});
  CHECK(counts[1] == std::pair<std::string, std::uint64_t>{"roll3", 4});
  Position two = at("2 0 0");
  CHECK(perft(two, 2) == 1);  // take1 take1; after take2 the game is over
}
