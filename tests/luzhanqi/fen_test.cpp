// The position string of rules §7.2: the start and every invalid case (round trips of random
// play: tests/rules).

#include <catch2/catch.hpp>

#include "engine/luzhanqi/position.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge::luzhanqi;
using namespace zhuge::luzhanqi::test;

namespace {
const std::string kStart =
    "?????/?????/?1?1?/??1??/?1?1?/?????/?????/?1?1?/??1??/?1?1?/?????/????? - "
    "MGDDRRCCJJKKKTTTSSSBBLLLFmgddrrccjjkkktttsssbblllf 0 0";

std::string error_of(const std::string& fen) {
  std::string error;
  const auto pos = Position::from_fen(fen, error);
  CHECK_FALSE(pos);
  return error;
}
}  // namespace

TEST_CASE("fen: the start position prints as §7.2 writes it", "[luzhanqi][fen]") {
  CHECK(Position::start().fen() == kStart);
  CHECK(position(kStart) == Position::start());
}

TEST_CASE("fen: every invalid case is refused with a message naming the field", "[luzhanqi][fen]") {
  const std::string flags = board_field({{"c1", 'F'}, {"c12", 'f'}});
  using Catch::Matchers::Contains;
  CHECK_THAT(error_of(""), Contains("5 fields"));
  CHECK_THAT(error_of(flags + " r - 0"), Contains("5 fields"));
  CHECK_THAT(error_of(flags + "  r - 0 1"), Contains("5 fields"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/2F2 r - 0 1"), Contains("12 ranks"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/6/2F2 r - 0 1"), Contains("board: rank 2"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/4/2F2 r - 0 1"), Contains("expected 5"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/5M/2F2 r - 0 1"), Contains("6 points"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/2x2/2F2 r - 0 1"),
             Contains("unexpected character 'x'"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/1?3/5/2F2 r k 0 1"),
             Contains("hidden piece in the camp b3"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/1L3/5/2F2 r - 0 1"), Contains("camp b3"));
  CHECK_THAT(error_of("5/5/5/5/5/5/5/5/5/5/5/1M3 r - 0 1"), Contains("both flags"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/MM3/2F2 r - 0 1"), Contains("2 of 'M'"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/M?3/2F2 r M 0 1"), Contains("at most 1"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/?4/2F2 r - 0 1"), Contains("pool: holds 0"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/?4/2F2 r KK 0 1"), Contains("pool: holds 2"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/??3/2F2 r mK 0 1"), Contains("pool: letters"));
  CHECK_THAT(error_of("2f2/5/5/5/5/5/5/5/5/5/?4/2F2 r x 0 1"), Contains("pool: unexpected"));
  CHECK_THAT(error_of(flags + " r  0 1"), Contains("pool: empty"));
  CHECK_THAT(error_of(flags + " r - 120 500"), Contains("exceeds 119"));
  CHECK_THAT(error_of(flags + " r - 5 4"), Contains("exceeds the ply count"));
  CHECK_THAT(error_of(flags + " r - x 4"), Contains("quiet plies: 'x'"));
  CHECK_THAT(error_of(flags + " r - 0 -1"), Contains("ply: '-1'"));
  CHECK_THAT(error_of(flags + " r - 0 99999999999"), Contains("ply"));
  CHECK_THAT(error_of(flags + " r - 0 07"), Contains("ply: '07'"));  // would not print back
  CHECK_THAT(error_of(flags + " x - 0 1"), Contains("side to move: expected"));
  CHECK_THAT(error_of(flags + " - - 0 1"), Contains("ply count is 1"));
  CHECK_THAT(error_of(flags + " - - 0 0"), Contains("revealed pieces"));
  CHECK_THAT(error_of(flags + " r - 0 0"), Contains("before the first flip"));
}

TEST_CASE("fen: a game whose flag was taken is a valid, finished position", "[luzhanqi][fen]") {
  const auto pos = position("5/5/5/5/5/5/5/5/5/5/5/2F2 b - 0 30");
  CHECK(pos.flag_captured(Color::Blue));
  CHECK_FALSE(pos.flag_captured(Color::Red));
}
