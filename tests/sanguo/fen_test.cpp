#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/diagram.hpp"
#include "engine/sanguo/movegen.hpp"
#include "tests/sanguo/helpers.hpp"

namespace zhuge::sanguo {
namespace {

constexpr const char* kStart =
    "9/rP1rP1rP1rP1rP/1rC1rF1rF1rC1/9/rRrHrErArKrArErHrR|"
    "9/gP1gP1gP1gP1gP/1gC1gF1gF1gC1/9/gRgHgEgAgKgAgEgHgR|"
    "9/bP1bP1bP1bP1bP/1bC1bF1bF1bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1";

TEST_CASE("sanguo: start positions print as §7.2 says", "[sanguo]") {
  CHECK(Position::start(true).fen() == kStart);
  std::string without = kStart;
  for (char k : std::string("rgb")) {
    const std::string with = std::string("1") + k + "C1" + k + "F1" + k + "F1" + k + "C1";
    without.replace(without.find(with), with.size(), std::string("1") + k + "C5" + k + "C1");
  }
  CHECK(Position::start(false).fen() == without);
}

TEST_CASE("sanguo: the diagram draws each half from its own side", "[sanguo]") {
  const std::string d = diagram(test::load(test::fen_of(
      {{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"gd5", "rp"}}, "g", "rgb", 7, 3)));
  CHECK(d.find("Wu (g) half, seen from Wu:") != std::string::npos);
  CHECK(d.find(" 5   .  .  . rp  .  .  .  .  . ") != std::string::npos);
  CHECK(d.find(" 1   .  .  . rK  .  .  .  .  . ") != std::string::npos);
  CHECK(d.find("rf5-ri5 face gd5-ga5") != std::string::npos);
  CHECK(
      d.find("Side to move: Wu (g)\nIn play: Shu (r) Wu (g) Wei (b)\nQuiet plies: 7\nRound: 3\n") !=
      std::string::npos);
}

TEST_CASE("sanguo: invalid FENs are refused with the field and the problem", "[sanguo]") {
  const std::string s = kStart;
  auto with = [&](std::string_view from, std::string_view to) {
    std::string f = s;
    f.replace(f.find(from), from.size(), to);
    return f;
  };
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "fen: expected 5 fields separated by single spaces, found 1"},
      {with(" 0 1", "  0 1"), "fen: expected 5 fields separated by single spaces, found 6"},
      {with(" 0 1", " 0"), "fen: expected 5 fields separated by single spaces, found 4"},
      {with("|9/bP1", "9/bP1"), "board: 2 halves, expected 3 separated by '|'"},
      {with("1gC1gF1gF1gC1/", ""), "board: the half of Wu has 4 ranks, expected 5"},
      {with("1gC1gF1gF1gC1", "1gC1gF1gF1gC2"),
       "board: rank 3 of Wu describes 10 points, expected 9"},
      {with("1bC1bF1bF1bC1", "1bC1bF1bF1bC"),
       "board: rank 3 of Wei describes 8 points, expected 9"},
      {with("1rC1rF1rF1rC1", "1rC1rF1rF1rC"),
       "board: rank 3 of Shu describes 8 points, expected 9"},
      {with("9/rP1", "45/rP1"), "board: rank 5 of Shu: two digits in a row, write their sum"},
      {with("9/rP1", "0/rP1"), "board: rank 5 of Shu: '0' is neither a digit nor an owner r, g, b"},
      {with("9/rP1", "8x/rP1"),
       "board: rank 5 of Shu: 'x' is neither a digit nor an owner r, g, b"},
      {with("9/rP1", "8r/rP1"), "board: rank 5 of Shu: owner 'r' without a piece letter"},
      {with("9/rP1", "8rQ/rP1"),
       "board: rank 5 of Shu: 'Q' is not a piece letter (K A E H R C P F, or p for a crossed "
       "soldier)"},
      {with("gAgKgA", "gA1gA"), "board: Wu is in play but has 0 generals, expected 1"},
      {with("9/bRbHbE", "4bK4/bRbHbE"), "board: 4 pieces of type general, at most 3"},
      {test::fen_of({{"rd1", "rK"}, {"re2", "rK"}, {"bd1", "bK"}}, "r", "rb"),
       "board: Shu is in play but has 2 generals, expected 1"},
      {with("9/rRrH", "rA8/rRrH"), "board: advisor rA at ra2 stands where it could never be"},
      {with("9/rRrH", "1rE7/rRrH"), "board: elephant rE at rb2 stands where it could never be"},
      {with("9/rRrH", "rP8/rRrH"), "board: soldier rP at ra2 stands behind its starting rank"},
      {with("9/gP1", "4gK4/gP1"), "board: general gK at ge5 stands outside every palace"},
      {with("9/rRrH", "rR8/rRrH"), "board: 7 pieces of type chariot, at most 6"},
      {with(" r rgb", " x rgb"), "side to move: 'x' is not r, g or b"},
      {with(" r rgb", " rg rgb"), "side to move: 'rg' is not r, g or b"},
      {with(" r rgb", " r br"),
       "kingdoms in play: 'br' is not a non-empty subsequence of 'rgb' "
       "in turn order"},
      {with(" r rgb", " r rgbb"),
       "kingdoms in play: 'rgbb' is not a non-empty subsequence of "
       "'rgb' in turn order"},
      {with(" r rgb", " r gb"), "board: Shu is not in play but owns the piece at ra1"},
      {with(" r rgb 0", " r rgb 181"), "quiet plies: '181' is not a number from 0 to 180"},
      {with(" r rgb 0", " r rgb 07"), "quiet plies: '07' is not a number from 0 to 180"},
      {with(" r rgb 0", " r rgb -1"), "quiet plies: '-1' is not a number from 0 to 180"},
      {with(" 0 1", " 0 0"), "round: '0' is not a number from 1 to 999999999"},
      {with(" 0 1", " 0 1x"), "round: '1x' is not a number from 1 to 999999999"},
      {with(" 0 1", " 0 "), "round: '' is not a number from 1 to 999999999"},
  };
  for (const auto& [fen, message] : cases) {
    std::string error;
    INFO(fen);
    CHECK_FALSE(Position::from_fen(fen, error));
    CHECK(error == message);
  }
  // The side to move must be in play.
  std::string error;
  CHECK_FALSE(Position::from_fen(test::fen_of({{"rd1", "rK"}, {"bd1", "bK"}}, "g", "rb"), error));
  CHECK(error == "side to move: Wu is not in play");
  CHECK_FALSE(Position::from_fen(test::fen_of({{"rd1", "rK"}}, "r", ""), error));
  CHECK(error == "kingdoms in play: empty, expected e.g. 'rgb' or 'rb'");
}

TEST_CASE("sanguo: mangled FENs never crash the parser", "[sanguo]") {
  Rng rng(5);
  const std::string alphabet = "rgbKAEHRCPFp0123456789/| x";
  for (int i = 0; i < 3000; ++i) {
    std::string fen = kStart;
    for (int edits = 1 + static_cast<int>(rng.below(3)); edits > 0; --edits) {
      const auto at = rng.below(fen.size());
      const char c = alphabet[rng.below(alphabet.size())];
      switch (rng.below(3)) {
        case 0:
          fen[at] = c;
          break;
        case 1:
          fen.erase(at, 1);
          break;
        default:
          fen.insert(at, 1, c);
      }
    }
    std::string error;
    const auto pos = Position::from_fen(fen, error);
    if (pos) {
      CHECK(pos->fen() == fen);
      MoveList moves;
      generate_legal(*pos, moves);
    } else {
      CHECK_FALSE(error.empty());
    }
  }
}

}  // namespace
}  // namespace zhuge::sanguo
