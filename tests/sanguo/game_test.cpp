// Check, legality, defeat, army transfer, turns and the endings of §4-§6.

#include <catch2/catch.hpp>

#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/perft.hpp"
#include "tests/sanguo/helpers.hpp"
#include "tests/sanguo/naive_movegen.hpp"

namespace zhuge::sanguo {
namespace {

using test::destinations;
using test::fen_of;
using test::load;
using test::play;
using V = std::vector<std::string>;

Point at(const char* name) {
  return *parse_point(name);
}

TEST_CASE("sanguo: check from each rival", "[sanguo]") {
  const auto wu = load(fen_of({{"re1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re5", "gR"}}));
  CHECK(in_check(wu, Kingdom::Shu));
  // re2 stays on the chariot's file; rf1 would face Wu's general (Shu's f-file runs into Wu's d).
  CHECK(destinations(wu, "re1") == V{"rd1"});

  const auto wei = load(fen_of({{"re1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"rd3", "bH"}}));
  CHECK(in_check(wei, Kingdom::Shu));
  CHECK(destinations(wei, "re1") == V{"rd1", "re2"});

  // A cannon through the triangle, screened on Shu's e5.
  const auto cannon =
      load(fen_of({{"re1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"be3", "gC"}, {"re5", "rP"}}));
  CHECK(in_check(cannon, Kingdom::Shu));
  CHECK_FALSE(in_check(cannon, Kingdom::Wei));
}

TEST_CASE("sanguo: generals face through the triangle; the flying capture", "[sanguo]") {
  auto pos =
      load(fen_of({{"re2", "rK"}, {"ge2", "gK"}, {"bd1", "bK"}, {"ga1", "gR"}, {"bi1", "bR"}}));
  CHECK(in_check(pos, Kingdom::Shu));
  CHECK(destinations(pos, "re2") == V{"ge2", "rd2", "rf2"});

  play(pos, {"re2ge2"});
  CHECK_FALSE(pos.in_play(Kingdom::Wu));
  CHECK(pos.at(at("ga1")) == make_piece(Kingdom::Shu, PieceType::Chariot));
  CHECK(pos.general(Kingdom::Shu) == at("ge2"));
  CHECK(pos.side_to_move() == Kingdom::Wei);

  // In a rival palace the general has no steps.
  play(pos, {"bi1bi2"});
  CHECK(destinations(pos, "ge2") == V{});

  // It can still capture a facing general.
  const auto flown = load(fen_of({{"ge2", "rK"}, {"be2", "bK"}}, "r", "rb"));
  CHECK(destinations(flown, "ge2") == V{"be2"});
}

TEST_CASE("sanguo: a move that exposes one's own general is refused", "[sanguo]") {
  // Shu's chariot stands between its general and Wei's on the centre line re1..re5, be5..be1.
  const auto pos = load(fen_of({{"re1", "rK"}, {"gd1", "gK"}, {"be1", "bK"}, {"re3", "rR"}}));
  CHECK(destinations(pos, "re3") == V{"be1", "be2", "be3", "be4", "be5", "re2", "re4", "re5"});
  // The same for a pinned horse.
  const auto pinned =
      load(fen_of({{"re1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re2", "rH"}, {"re4", "gR"}}));
  CHECK(destinations(pinned, "re2") == V{});
}

TEST_CASE("sanguo: a third kingdom's move opens a line for the next rival", "[sanguo]") {
  auto pos = load(fen_of(
      {{"re1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"re2", "gH"}, {"re4", "bR"}, {"ra1", "rR"}},
      "g"));
  play(pos, {"re2rc3"});  // legal for Wu although it opens Wei's chariot on Shu's general
  CHECK(in_check(pos, Kingdom::Shu));
  play(pos, {"re4re1"});

  // Shu's general is captured: its army passes to Wei, and the turn skips Shu.
  CHECK_FALSE(pos.in_play(Kingdom::Shu));
  CHECK(pos.at(at("ra1")) == make_piece(Kingdom::Wei, PieceType::Chariot));
  CHECK(pos.side_to_move() == Kingdom::Wu);
  CHECK(pos.quiet_plies() == 0);
  CHECK(pos.round() == 2);
  CHECK(pos.fen() == "9/9/2gH6/9/bR3bR4|9/9/9/9/3gK5|9/9/9/9/3bK5 g gb 0 2");
}

// Shu's chariot to gi2 leaves Wu's general on gd1 without a move: ge1 and gd2 are attacked, and
// the eyes of Wu's elephant are blocked.
std::string stalemate_fen(const char* in_play, const char* side, const char* chariot) {
  if (std::string(in_play) == "rg") {
    return fen_of({{"rd1", "rK"},
                   {"gd1", "gK"},
                   {"gc5", "gE"},
                   {"gb4", "rp"},
                   {"gd4", "rp"},
                   {chariot, "rR"},
                   {"ge5", "rR"}},
                  side, in_play);
  }
  return fen_of({{"rd1", "rK"},
                 {"gd1", "gK"},
                 {"bd1", "bK"},
                 {"gc5", "gE"},
                 {"gb4", "rp"},
                 {"gd4", "rp"},
                 {chariot, "rR"},
                 {"ge5", "rR"}},
                side, in_play);
}

TEST_CASE("sanguo: defeat for having no legal move", "[sanguo]") {
  auto pos = load(stalemate_fen("rgb", "r", "gi4"));
  const std::string before = pos.fen();
  const Undo u = pos.make(*parse_move(pos, "gi4gi2"));

  // Settled inside make(): general removed, army to the mover, turn to Wei, quiet plies reset.
  CHECK_FALSE(pos.in_play(Kingdom::Wu));
  CHECK(pos.at(at("gd1")) == kEmpty);
  CHECK(pos.at(at("gc5")) == make_piece(Kingdom::Shu, PieceType::Elephant));
  CHECK(pos.side_to_move() == Kingdom::Wei);
  CHECK(pos.quiet_plies() == 0);
  CHECK_FALSE(pos.result());
  CHECK(pos.key() == load(pos.fen()).key());
  const std::string after = pos.fen();

  pos.unmake(u);
  CHECK(pos.fen() == before);

  // Given as a FEN with Wu to move, the position is kept as written until settled; the army
  // goes to the previous kingdom in play, Shu.
  auto unsettled = load(stalemate_fen("rgb", "g", "gi2"));
  CHECK(test::legal_moves(unsettled).empty());
  CHECK(unsettled.fen() == stalemate_fen("rgb", "g", "gi2"));
  CHECK(unsettled.last_mover() == Kingdom::Shu);
  Position settled = unsettled;
  settled.settle();
  CHECK(settled.fen() == after);  // as if Shu's move had just been made
  // perft settles first, without using depth.
  for (int depth = 1; depth <= 3; ++depth) {
    CHECK(perft(unsettled, depth) == perft(settled, depth));
    CHECK(perft(unsettled, depth) ==
          naive::perft(naive::settle(naive::from_position(unsettled)), depth));
  }
}

TEST_CASE("sanguo: defeated kingdoms' turns are skipped; the round grows on each wrap",
          "[sanguo]") {
  auto pos =
      load(fen_of({{"rd1", "rK"}, {"bd1", "bK"}, {"ra1", "rR"}, {"ba1", "bR"}}, "b", "rb", 0, 5));
  play(pos, {"ba1ba2"});
  CHECK(pos.side_to_move() == Kingdom::Shu);
  CHECK(pos.round() == 6);
  play(pos, {"ra1ra2"});
  CHECK(pos.side_to_move() == Kingdom::Wei);
  CHECK(pos.round() == 6);

  // Wei to Wu is a wrap too, past the defeated Shu.
  auto gb = load(fen_of({{"gd1", "gK"}, {"bd1", "bK"}, {"ba1", "bR"}}, "b", "gb", 0, 3));
  play(gb, {"ba1ba2"});
  CHECK(gb.side_to_move() == Kingdom::Wu);
  CHECK(gb.round() == 4);

  auto start = Position::start(true);
  play(start, {"ra1ra2", "ga1ga2"});
  CHECK(start.round() == 1);
  play(start, {"ba1ba2"});
  CHECK(start.round() == 2);
  CHECK(start.side_to_move() == Kingdom::Shu);
}

std::string chariots_fen(int quiet = 0) {
  return fen_of(
      {{"rd1", "rK"}, {"gd1", "gK"}, {"bd1", "bK"}, {"ra1", "rR"}, {"ga1", "gR"}, {"ba1", "bR"}},
      "r", "rgb", quiet);
}

TEST_CASE("sanguo: third repetition is a draw among the kingdoms in play", "[sanguo]") {
  auto pos = load(chariots_fen());
  const auto cycle = {"ra1ra2", "ga1ga2", "ba1ba2", "ra2ra1", "ga2ga1", "ba2ba1"};
  play(pos, cycle);
  CHECK(pos.repetitions() == 2);
  CHECK_FALSE(pos.result());
  play(pos, cycle);
  CHECK(pos.repetitions() == 3);
  const auto r = pos.result();
  REQUIRE(r);
  CHECK(r->reason == Ending::Repetition);
  CHECK(r->winners == 0);
  CHECK(r->sixths == std::array<int, 3>{2, 2, 2});
}

TEST_CASE("sanguo: 180 quiet plies end the game in a draw", "[sanguo]") {
  const std::string fen =
      fen_of({{"rd1", "rK"}, {"bd1", "bK"}, {"ra1", "rR"}, {"ra5", "bR"}}, "r", "rb", 179);
  auto pos = load(fen);
  CHECK_FALSE(pos.result());
  play(pos, {"ra1ra2"});
  CHECK(pos.quiet_plies() == 180);
  const auto r = pos.result();
  REQUIRE(r);
  CHECK(r->reason == Ending::MoveLimit);
  CHECK(r->sixths == std::array<int, 3>{3, 0, 3});
  CHECK(load(pos.fen()).result()->reason == Ending::MoveLimit);

  // A capture restarts the count.
  auto capture = load(fen);
  play(capture, {"ra1ra5"});
  CHECK(capture.quiet_plies() == 0);
  CHECK_FALSE(capture.result());
}

TEST_CASE("sanguo: score split of every ending", "[sanguo]") {
  // The last rival general captured: a sole winner, who is also the side to move.
  auto captured = load(fen_of({{"rd1", "rK"}, {"bd1", "bK"}, {"gf1", "rR"}}, "r", "rb"));
  play(captured, {"gf1bd1"});
  auto r = captured.result();
  REQUIRE(r);
  CHECK(r->reason == Ending::GeneralCaptured);
  CHECK(r->winners == bit(Kingdom::Shu));
  CHECK(r->sixths == std::array<int, 3>{6, 0, 0});
  CHECK(captured.fen() == "9/9/9/9/3rK5|9/9/9/9/9|9/9/9/9/3rR5 r r 0 1");

  // The last rival left without a move.
  auto stalemated = load(stalemate_fen("rg", "r", "gi4"));
  play(stalemated, {"gi4gi2"});
  r = stalemated.result();
  REQUIRE(r);
  CHECK(r->reason == Ending::NoLegalMove);
  CHECK(r->sixths == std::array<int, 3>{6, 0, 0});
  CHECK(stalemated.side_to_move() == Kingdom::Shu);

  // One kingdom left in a position given without history.
  r = load(fen_of({{"gd1", "gK"}}, "g", "g")).result();
  REQUIRE(r);
  CHECK(r->reason == Ending::LastKingdom);
  CHECK(r->sixths == std::array<int, 3>{0, 6, 0});
  CHECK(r->points(index(Kingdom::Wu)) == 1.0);

  // Resignation: the others share the win; a defeated kingdom leaving changes nothing.
  r = resignation(Position::start(true), Kingdom::Shu);
  REQUIRE(r);
  CHECK(r->reason == Ending::Resignation);
  CHECK(r->winners == (bit(Kingdom::Wu) | bit(Kingdom::Wei)));
  CHECK(r->sixths == std::array<int, 3>{0, 3, 3});
  CHECK(
      resignation(load(fen_of({{"rd1", "rK"}, {"bd1", "bK"}}, "r", "rb")), Kingdom::Wei)->sixths ==
      std::array<int, 3>{6, 0, 0});
  CHECK_FALSE(resignation(load(fen_of({{"rd1", "rK"}, {"bd1", "bK"}}, "r", "rb")), Kingdom::Wu));
}

}  // namespace
}  // namespace zhuge::sanguo
