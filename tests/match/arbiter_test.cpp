// The arbiters that zhuge-match and zhuge-gui share: flips answered from the deal, captures and
// defeats reported, takebacks, forfeits, and the clock fields engines are told.
#include <catch2/catch.hpp>

#include <random>

#include "engine/luzhanqi/action.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/luzhanqi/deal_text.hpp"
#include "tools/match/sanguo/arbiter.hpp"

using namespace zhuge;
using namespace zhuge::match;

namespace {

int revealed_on_board(const LuzhanqiArbiter& arbiter) {
  int count = 0;
  for (const auto& p : arbiter.pieces()) count += p.piece != "?";
  return count;
}

template <typename Random>
std::string any_legal(const Arbiter& arbiter, Random& random) {
  const auto legal = arbiter.legal_actions();
  return legal[random() % legal.size()];
}

}  // namespace

TEST_CASE("The luzhanqi arbiter reveals flips from the deal and counts every capture", "[match]") {
  const auto deal = deal_from_seed(7);
  std::mt19937 random(7);
  LuzhanqiArbiter arbiter(deal, 2000);
  CHECK(arbiter.position_command() == "position startpos");
  CHECK_FALSE(arbiter.side_of(0));
  // A flip with an outcome is an engine's or a person's guess, never taken. c3 is point 12.
  CHECK(arbiter.play(std::string("c3c3") + deal_to_text(deal)[12]) == "illegal");
  CHECK(arbiter.play("c3c3") == std::nullopt);
  CHECK(arbiter.moves().back() == std::string("c3c3") + deal_to_text(deal)[12]);
  CHECK(arbiter.position_command() == "position startpos moves " + arbiter.moves().back());
  const bool red = std::isupper(static_cast<unsigned char>(deal_to_text(deal)[12]));
  CHECK(arbiter.side_of(0) == (red ? 'r' : 'b'));
  CHECK(arbiter.side_of(1) == (red ? 'b' : 'r'));
  int flips = 1;
  while (!arbiter.end()) {
    const std::string move = any_legal(arbiter, random);
    REQUIRE(arbiter.play(move) == std::nullopt);
    flips += luzhanqi::parse_action(move)->is_flip();
    // Every piece turned face up is on the board or among the captures.
    REQUIRE(revealed_on_board(arbiter) + static_cast<int>(arbiter.captures().size()) == flips);
  }
  CHECK(arbiter.legal_actions().empty());
  CHECK(arbiter.play("a1a1") == "the game is over");
  CHECK_FALSE(arbiter.forfeit(0, "resignation"));
  CHECK(arbiter.record().moves == arbiter.moves());
  CHECK(arbiter.record().start == deal_to_text(deal));
}

TEST_CASE("Taking back returns to the very position of that ply", "[match]") {
  std::mt19937 random(3);
  LuzhanqiArbiter arbiter(deal_from_seed(3), 2000);
  std::vector<std::string> fens = {arbiter.public_fen()};
  std::vector<std::size_t> captures = {0};
  for (int ply = 0; ply < 120 && !arbiter.end(); ++ply) {
    arbiter.play(any_legal(arbiter, random));
    fens.push_back(arbiter.public_fen());
    captures.push_back(arbiter.captures().size());
  }
  for (int ply : {100, 57, 1, 0}) {
    if (ply >= static_cast<int>(fens.size())) continue;
    arbiter.take_back(ply);
    CHECK(arbiter.public_fen() == fens[ply]);
    CHECK(arbiter.captures().size() == captures[ply]);
    CHECK(static_cast<int>(arbiter.moves().size()) == ply);
    CHECK_FALSE(arbiter.end());
  }
  CHECK_FALSE(arbiter.side_of(0));
}

TEST_CASE("The luzhanqi arbiter's recorded flips must name the dealt piece", "[match]") {
  const auto deal = deal_from_seed(11);
  const char dealt = deal_to_text(deal)[12];
  LuzhanqiArbiter arbiter(deal, 2000);
  const char other = dealt == 'M' ? 'm' : 'M';
  CHECK(arbiter.play_recorded(std::string("c3c3") + other) ==
        "the flip does not reveal the dealt piece");
  CHECK(arbiter.play_recorded("c3c3") == "illegal");
  CHECK(arbiter.play_recorded(std::string("c3c3") + dealt) == std::nullopt);
}

TEST_CASE("Luzhanqi clock fields: time/inc before colours, then each colour's", "[match]") {
  TimeControl first_tc, second_tc;
  first_tc.base_ms = 1000;
  first_tc.increment_ms = 10;
  second_tc.base_ms = 2000;
  SeatClock first(first_tc), second(second_tc);
  LuzhanqiArbiter arbiter(deal_from_seed(5), 2000);
  CHECK(arbiter.clock_fields({&first, &second}) == "time 1000 inc 10");
  CHECK(arbiter.clock_fields({nullptr, &second}) == "");
  arbiter.play("c3c3");
  const char first_colour = *arbiter.side_of(0);
  const char second_colour = *arbiter.side_of(1);
  const std::string first_fields =
      std::string(1, first_colour) + "time 1000 " + first_colour + "inc 10";
  const std::string second_fields =
      std::string(1, second_colour) + "time 2000 " + second_colour + "inc 0";
  CHECK(arbiter.clock_fields({&first, &second}) == first_fields + " " + second_fields);
  CHECK(arbiter.clock_fields({&first, nullptr}) == first_fields);
}

TEST_CASE("The sanguo arbiter reports each defeat and who gets the army", "[match]") {
  std::mt19937 random(21);
  int defeats = 0;
  for (int game = 0; game < 6; ++game) {
    std::string error;
    auto arbiter = SanguoArbiter::from_opening(sanguo::Position::start(true).fen(), 2000, error);
    REQUIRE(arbiter);
    while (!arbiter->end()) {
      const std::size_t before = arbiter->kingdoms_in_play()->size();
      const std::string mover =
          std::string(sanguo::kingdom_name(sanguo::kingdom(arbiter->seat_to_move())));
      REQUIRE(arbiter->play(any_legal(*arbiter, random)) == std::nullopt);
      const std::size_t fallen = before - arbiter->kingdoms_in_play()->size();
      REQUIRE(arbiter->events().size() == fallen);
      for (const auto& event : arbiter->events()) {
        CHECK_THAT(event, Catch::EndsWith(" is defeated: its army passes to " + mover));
      }
      defeats += static_cast<int>(fallen);
    }
    const std::string in_play = *arbiter->kingdoms_in_play();
    CHECK(arbiter->draw_points() == draw_among_in_play(arbiter->position()));
    // A kingdom that fell cannot resign any more; the game is over anyway.
    CHECK_FALSE(arbiter->forfeit(0, "resignation"));
    CHECK_FALSE(in_play.empty());
  }
  CHECK(defeats > 0);
}

TEST_CASE("A sanguo resignation ends the game; a fallen kingdom's has no effect", "[match]") {
  std::string error;
  // An opening that is not a position is refused.
  CHECK_FALSE(SanguoArbiter::from_opening("9/9/9/9/9 r rgb 0 1", 2000, error));
  CHECK_FALSE(error.empty());
  auto arbiter = SanguoArbiter::from_opening(sanguo::Position::start(false).fen(), 2000, error);
  REQUIRE(arbiter);
  CHECK(arbiter->forfeit(1, "resignation"));
  CHECK(arbiter->end()->sixths == std::vector<int>{3, 0, 3});
  CHECK(arbiter->end()->offender == 1);
  CHECK(arbiter->record().termination == "resignation");
}
