// Setup, colours and the end of the game: rules §3 and §6.

#include <catch2/catch.hpp>

#include "engine/luzhanqi/deal.hpp"
#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge::luzhanqi;
using namespace zhuge::luzhanqi::test;

TEST_CASE("flow: the first action is a flip and gives the first player that colour",
          "[luzhanqi][flow]") {
  auto pos = Position::start();
  CHECK(pos.side_to_move() == Color::None);
  CHECK_FALSE(is_legal(pos, flip_action(*parse_square("a1")), true));  // needs an outcome
  const Action blue_marshal =
      flip_action(*parse_square("a1"), make_piece(Color::Blue, Kind::Marshal));
  REQUIRE(is_legal(pos, blue_marshal, true));
  pos.make(blue_marshal);
  // The first player is blue now, so red moves second.
  CHECK(pos.side_to_move() == Color::Red);
  CHECK(pos.fen() ==
        "?????/?????/?1?1?/??1??/?1?1?/?????/?????/?1?1?/??1??/?1?1?/?????/m???? r "
        "MGDDRRCCJJKKKTTTSSSBBLLLFgddrrccjjkkktttsssbblllf 0 1");
  CHECK(pos.pool_kinds() == 23);
}

TEST_CASE("flow: a side with no action left loses", "[luzhanqi][flow]") {
  // Red has only a frozen marshal, a mine and its flag; nothing is hidden.
  const auto pos =
      position(board_field({{"b1", 'M'}, {"a1", 'L'}, {"c1", 'F'}, {"c12", 'f'}, {"a12", 't'}}) +
               " r - 0 9");
  const auto result = game_result(pos);
  REQUIRE(result);
  CHECK(winner(*result) == Color::Blue);
  CHECK(result->reason == EndReason::NoAction);
  // With a hidden piece left there is always a flip.
  const auto flip =
      position(board_field({{"b1", 'M'}, {"a1", 'L'}, {"c1", 'F'}, {"c12", 'f'}, {"a12", '?'}}) +
               " r t 0 9");
  CHECK_FALSE(game_result(flip));
}

TEST_CASE("flow: 120 quiet plies end the game, hidden pieces counted by colour",
          "[luzhanqi][flow]") {
  const auto fen_board =
      board_field({{"a3", 'T'}, {"c1", 'F'}, {"c12", 'f'}, {"a11", '?'}, {"e11", '?'}});
  const Action quiet_move = move_action(*parse_square("a3"), *parse_square("a4"));

  // Red: T and F; blue: f and two hidden pieces. Blue has more.
  auto blue_ahead = position(fen_board + " r kt 119 200");
  CHECK_FALSE(game_result(blue_ahead));
  blue_ahead.make(quiet_move);
  CHECK(blue_ahead.quiet_plies() == 120);
  const auto result = game_result(blue_ahead);
  REQUIRE(result);
  CHECK(result->reason == EndReason::MoveLimit);
  CHECK(winner(*result) == Color::Blue);

  // Red: T, F and two hidden pieces; blue: only f. Red has more.
  auto red_ahead = position(fen_board + " r KT 119 200");
  red_ahead.make(quiet_move);
  REQUIRE(game_result(red_ahead));
  CHECK(winner(*game_result(red_ahead)) == Color::Red);

  // Red: T, F and a hidden K; blue: f, j and a hidden k. Equal counts draw.
  auto level = position(
      board_field(
          {{"a3", 'T'}, {"c1", 'F'}, {"c12", 'f'}, {"e12", 'j'}, {"a11", '?'}, {"e11", '?'}}) +
      " r Kk 119 200");
  level.make(quiet_move);
  REQUIRE(game_result(level));
  CHECK(winner(*game_result(level)) == Color::None);

  // A flip on the 120th ply resets the count instead.
  auto flipped = position(fen_board + " r Kt 119 200");
  flipped.make(flip_action(*parse_square("a11"), make_piece(Color::Red, Kind::Captain)));
  CHECK(flipped.quiet_plies() == 0);
  CHECK_FALSE(game_result(flipped));
}

TEST_CASE("flow: a captured flag ends the game with no action left", "[luzhanqi][flow]") {
  const auto pos = position(board_field({{"c1", 'F'}, {"a12", '?'}, {"a2", 'S'}}) + " b t 0 7");
  ActionList actions;
  generate_actions(pos, actions);
  CHECK(actions.empty());
  REQUIRE(game_result(pos));
  CHECK(winner(*game_result(pos)) == Color::Red);
}

TEST_CASE("flow: a sampled deal is a permutation of the pool on the hidden points",
          "[luzhanqi][deal]") {
  zhuge::Rng rng(3);
  const auto start = Position::start();
  const Deal first = sample_deal(start, rng);
  std::array<int, kPieceKinds> counts{};
  for (Square s = 0; s < kSquares; ++s) {
    const bool hidden = start.hidden() & bit(s);
    CHECK(is_revealed(first[s]) == hidden);
    if (hidden) ++counts[index(first[s])];
  }
  for (int p = 0; p < kPieceKinds; ++p) CHECK(counts[p] == start.pool_count(Piece(p)));
  // The same seed deals the same game; another seed deals another.
  zhuge::Rng same(3), other(4);
  CHECK(sample_deal(start, same) == first);
  CHECK(sample_deal(start, other) != first);
}
