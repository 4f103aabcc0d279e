// A page learns only what its person may know. Over many random games: the state after every
// ply is the same whatever the pieces still face down are (another deal that agrees on every
// piece shown so far gives the same message), and a live session never names a hidden piece.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "engine/luzhanqi/movegen.hpp"
#include "gui_harness.hpp"
#include "tools/gui/state_view.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/luzhanqi/deal_text.hpp"

using namespace zhuge;
using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;

namespace {

// `deal` with the pieces on the points still face down in `pos` shuffled among those points.
luzhanqi::Deal reshuffled(const luzhanqi::Deal& deal, const luzhanqi::Position& pos,
                          std::mt19937_64& random) {
  std::vector<int> hidden;
  for (int s = 0; s < luzhanqi::kSquares; ++s) {
    if (pos.at(static_cast<luzhanqi::Square>(s)) == luzhanqi::Piece::Hidden) hidden.push_back(s);
  }
  std::vector<luzhanqi::Piece> pieces;
  for (int s : hidden) pieces.push_back(deal[s]);
  std::shuffle(pieces.begin(), pieces.end(), random);
  luzhanqi::Deal other = deal;
  for (std::size_t i = 0; i < hidden.size(); ++i) other[hidden[i]] = pieces[i];
  return other;
}

const std::vector<SeatView> kSeats = {{false, "you", {}, {}}, {true, "random", {}, {}}};

json public_state(const match::Arbiter& arbiter, bool person_to_move) {
  StateExtras extras;
  if (person_to_move) extras.legal = arbiter.legal_actions();
  return state_message(arbiter, kSeats, extras);
}

}  // namespace

TEST_CASE("Every state is the same under any deal that agrees on what was shown", "[gui]") {
  std::mt19937_64 random(15);
  int states = 0, differing_deals = 0;
  for (int game = 0; game < 40; ++game) {
    const auto deal = match::deal_from_seed(random());
    match::LuzhanqiArbiter arbiter(deal, 400);
    while (!arbiter.end()) {
      const auto other_deal = reshuffled(deal, arbiter.position(), random);
      differing_deals += other_deal != deal;
      match::LuzhanqiArbiter other(other_deal, 400);
      for (const auto& move : arbiter.moves()) REQUIRE_FALSE(other.play_recorded(move));
      const bool person = arbiter.seat_to_move() == 0;
      REQUIRE(public_state(arbiter, person).dump() == public_state(other, person).dump());
      ++states;
      const auto legal = arbiter.legal_actions();
      REQUIRE(arbiter.play(legal[random() % legal.size()]) == std::nullopt);
    }
  }
  CHECK(states > 40 * 50);
  CHECK(differing_deals > states / 3);
}

TEST_CASE("A live session never names a piece that is still face down", "[gui]") {
  Harness harness;
  for (unsigned game = 0; game < 6; ++game) {
    TestPage page(harness);
    json message = new_game("luzhanqi-flip", {human(), engine(0, 5)});
    message["seed"] = 1000 + game;
    page.send(message);
    const auto deal = match::deal_from_seed(1000 + game);
    const std::string deal_text = match::deal_to_text(deal);
    REQUIRE(play_out(harness, page, game, [&](const json& state) {
      if (!state["result"].is_null()) {
        CHECK(state["deal"] == deal_text);
        return;
      }
      CHECK(state["deal"].is_null());
      // Flips in the move list carry the dealt piece; every piece shown was revealed by one.
      std::multiset<std::string> revealed;
      for (const auto& move : state["moves"]) {
        const auto parsed = luzhanqi::parse_action(move.get<std::string>());
        REQUIRE(parsed);
        if (!parsed->is_flip()) continue;
        CHECK(parsed->reveal == deal[parsed->from]);
        revealed.insert(std::string(1, luzhanqi::piece_letter(parsed->reveal)));
      }
      for (const auto& p : state["pieces"]) {
        if (p["piece"] == "?") continue;
        const auto it = revealed.find(p["piece"].get<std::string>());
        REQUIRE(it != revealed.end());
        revealed.erase(it);
      }
      // A person's flips are offered without their outcome.
      for (const auto& action : state["legal"]) {
        const auto parsed = luzhanqi::parse_action(action.get<std::string>());
        REQUIRE(parsed);
        CHECK(parsed->reveal == luzhanqi::Piece::Hidden);
      }
    }));
  }
}
