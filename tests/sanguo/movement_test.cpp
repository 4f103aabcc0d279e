// One test per movement rule of §3, on hand-written positions. The generals stand on rd1, gd1
// and bd1 unless a test needs them elsewhere: no line joins those three points.

#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/sanguo/movegen.hpp"
#include "tests/sanguo/helpers.hpp"

namespace zhuge::sanguo {
namespace {

using test::destinations;
using test::fen_of;
using test::load;
using V = std::vector<std::string>;

TEST_CASE("sanguo: horse from re4 via the leg re5 reaches gd5 and bf5", "[sanguo]") {
  const auto pos = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re4", "rH"}}));
  CHECK(destinations(pos, "re4") == V{"bf5", "gd5", "rc3", "rc5", "rd2", "rf2", "rg3", "rg5"});

  // From re5 the leg ge5 leads to gd4 or gf4; rank 5 leads over the river banks.
  const auto centre = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re5", "rH"}}));
  CHECK(destinations(centre, "re5") ==
        V{"bd4", "bf4", "bg5", "gc5", "gd4", "gf4", "rc4", "rd3", "rf3", "rg4"});
}

TEST_CASE("sanguo: horse legs block", "[sanguo]") {
  const auto pos = load(fen_of(
      {{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re4", "rH"}, {"re5", "rP"}, {"rd4", "gp"}}));
  CHECK(destinations(pos, "re4") == V{"rd2", "rf2", "rg3", "rg5"});
  const auto centre = load(fen_of(
      {{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re5", "rH"}, {"ge5", "gP"}, {"be5", "bP"}}));
  CHECK(destinations(centre, "re5") == V{"bg5", "gc5", "rc4", "rd3", "rf3", "rg4"});
}

TEST_CASE("sanguo: chariot rays branch at the triangle", "[sanguo]") {
  const auto pos = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re3", "rR"}}));
  CHECK(destinations(pos, "re3") == V{"be1", "be2", "be3", "be4", "be5", "ge1", "ge2", "ge3",
                                      "ge4", "ge5", "ra3", "rb3", "rc3", "rd3", "re1", "re2",
                                      "re4", "re5", "rf3", "rg3", "rh3", "ri3"});
  // Each branch stops at its first piece, capturing a rival one.
  const auto blocked = load(fen_of({{"rd1", "rK"},
                                    {"gd1", "gK"},
                                    {"bd1", "bK"},
                                    {"re3", "rR"},
                                    {"ge4", "gH"},
                                    {"be3", "rH"},
                                    {"re1", "bH"}}));
  CHECK(destinations(blocked, "re3") == V{"be4", "be5", "ge4", "ge5", "ra3", "rb3", "rc3", "rd3",
                                          "re1", "re2", "re4", "re5", "rf3", "rg3", "rh3", "ri3"});
  // A rank never turns into the triangle; a right bank's file crosses to the next kingdom.
  const auto bank = load(fen_of(
      {{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"rd5", "rR"}, {"rf5", "rR"}, {"re5", "rP"}}));
  CHECK(destinations(bank, "rd5") ==
        V{"bf1", "bf2", "bf3", "bf4", "bf5", "ra5", "rb5", "rc5", "rd2", "rd3", "rd4"});
  CHECK(destinations(bank, "rf5") ==
        V{"gd1", "gd2", "gd3", "gd4", "gd5", "rf1", "rf2", "rf3", "rf4", "rg5", "rh5", "ri5"});
}

TEST_CASE("sanguo: cannon screens across a river branch and through the triangle", "[sanguo]") {
  const auto river = load(fen_of({{"rd1", "rK"},
                                  {"gd1", "gK"},
                                  {"bd1", "bK"},
                                  {"rf3", "rC"},
                                  {"rf5", "gp"},
                                  {"gd3", "gH"},
                                  {"gd2", "gH"}}));
  const auto d = destinations(river, "rf3");
  CHECK(std::count(d.begin(), d.end(), "gd3") == 1);
  for (const char* no : {"rf5", "gd5", "gd4", "gd2"})
    CHECK(std::count(d.begin(), d.end(), no) == 0);

  // A screen on the e-file serves both branches.
  const auto triangle = load(fen_of({{"rd1", "rK"},
                                     {"gd1", "gK"},
                                     {"bd1", "bK"},
                                     {"re2", "rC"},
                                     {"re5", "rP"},
                                     {"ge3", "gH"},
                                     {"be4", "bH"}}));
  CHECK(destinations(triangle, "re2") == V{"be4", "ge3", "ra2", "rb2", "rc2", "rd2", "re1", "re3",
                                           "re4", "rf2", "rg2", "rh2", "ri2"});
  // A screen on one branch: the other branch stays open for plain moves.
  const auto branch = load(fen_of({{"rd1", "rK"},
                                   {"gd1", "gK"},
                                   {"bd1", "bK"},
                                   {"re3", "rC"},
                                   {"ge5", "gP"},
                                   {"ge2", "gR"},
                                   {"rd3", "rA"},
                                   {"rf3", "rA"}}));
  CHECK(destinations(branch, "re3") ==
        V{"be1", "be2", "be3", "be4", "be5", "ge2", "re1", "re2", "re4", "re5"});
}

TEST_CASE("sanguo: soldiers before and after crossing", "[sanguo]") {
  const auto home = load(fen_of({{"rd1", "rK"},
                                 {"gd1", "gK"},
                                 {"bd1", "bK"},
                                 {"re4", "rP"},
                                 {"rc5", "rP"},
                                 {"rg5", "rP"},
                                 {"ra4", "rP"}}));
  CHECK(destinations(home, "re4") == V{"re5"});
  CHECK(destinations(home, "rg5") == V{"gc5"});  // across the right branch
  CHECK(destinations(home, "rc5") == V{"bg5"});  // across the left branch
  CHECK(destinations(home, "ra4") == V{"ra5"});

  // Forward from re5 is either neighbour's e5.
  const auto centre = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re5", "rP"}}));
  CHECK(destinations(centre, "re5") == V{"be5", "ge5"});

  // Crossed: forward towards that half's rank 1 or sideways; never back, never along the
  // triangle.
  for (auto [at, expected] : {std::pair{"gd5", V{"gc5", "gd4", "ge5"}},
                              {"ge5", V{"gd5", "ge4", "gf5"}},
                              {"ga1", V{"gb1"}}}) {
    const auto crossed = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {at, "rp"}}));
    CHECK(destinations(crossed, at) == expected);
  }

  // Crossing the river marks the soldier.
  auto pos = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"rf5", "rP"}}));
  test::play(pos, {"rf5gd5"});
  CHECK(pos.at(*parse_point("gd5")) == make_piece(Kingdom::Shu, PieceType::Soldier, true));
}

TEST_CASE("sanguo: elephant eye and home half", "[sanguo]") {
  const auto pos = load(fen_of({{"rd1", "rK"},
                                {"gd1", "gK"},
                                {"bd1", "bK"},
                                {"rc1", "rE"},
                                {"rc5", "rE"},
                                {"re3", "rE"},
                                {"rf4", "rH"},
                                {"rb2", "rH"}}));
  CHECK(destinations(pos, "rc1") == V{});       // a3 eye b2 blocked, e3 taken by its own
  CHECK(destinations(pos, "rc5") == V{"ra3"});  // never over the river; e3 own
  CHECK(destinations(pos, "re3") == V{"rg1"});  // c1, c5 own; g5's eye f4 blocked
  const auto open = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"rg5", "rE"}}));
  CHECK(destinations(open, "rg5") == V{"re3", "ri3"});
}

TEST_CASE("sanguo: general and advisors stay in the palace", "[sanguo]") {
  const auto centre = load(fen_of({{"re2", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}}));
  CHECK(destinations(centre, "re2") == V{"rd2", "re1", "re3"});  // rf2 faces gd1 over the river
  const auto corner = load(fen_of({{"rd3", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}}));
  CHECK(destinations(corner, "rd3") == V{"rd2", "re3"});
  const auto advisors =
      load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re2", "rA"}, {"rf3", "rA"}}));
  CHECK(destinations(advisors, "re2") == V{"rd3", "rf1"});
  CHECK(destinations(advisors, "rf3") == V{});
}

TEST_CASE("sanguo: flag-bearer moves and blocking", "[sanguo]") {
  const auto pos = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"rd3", "rF"}}));
  CHECK(destinations(pos, "rd3") == V{"be5", "bg5", "ra2", "ra4", "rg2", "rg4"});
  for (const char* block : {"re3", "rf3"}) {
    const auto blocked =
        load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"rd3", "rF"}, {block, "rH"}}));
    CHECK(destinations(blocked, "rd3") == V{"be5", "bg5", "ra2", "ra4"});
  }
  // Up the e-file either branch at the triangle counts as straight.
  const auto centre = load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re3", "rF"}}));
  CHECK(destinations(centre, "re3") == V{"bf5", "gd5", "rb2", "rb4", "rh2", "rh4"});
  const auto shut =
      load(fen_of({{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re3", "rF"}, {"re5", "bp"}}));
  CHECK(destinations(shut, "re3") == V{"rb2", "rb4", "rh2", "rh4"});
}

}  // namespace
}  // namespace zhuge::sanguo
