// The tools' registry of games: each record is whole, and what it makes fits together (the
// start of a match unit makes an arbiter of the game, a page's start and board too).
#include <catch2/catch.hpp>

#include <set>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/match_config.hpp"

using namespace zhuge::match;

TEST_CASE("Every game of the tools' registry is found by its variant and seats its engines",
          "[match]") {
  std::set<std::string_view> variants;
  for (const ArbiterGame& game : arbiter_games()) {
    INFO(game.variant);
    CHECK(variants.insert(game.variant).second);
    CHECK(find_arbiter_game(game.variant) == &game);
    const std::size_t seats = game.seat_labels.size();
    REQUIRE(seats >= 2);
    for (std::size_t engines = 2; engines <= seats; ++engines) {
      std::set<int> used;
      for (const auto& seating : game.seatings(engines)) {
        REQUIRE(seating.size() == seats);
        for (int engine : seating) {
          CHECK((engine >= 0 && engine < static_cast<int>(engines)));
          used.insert(engine);
        }
      }
      CHECK(used.size() == engines);
    }
  }
  CHECK(find_arbiter_game("chess") == nullptr);
}

TEST_CASE("A game's match start, page start and board make its arbiter and drawing", "[match]") {
  for (const ArbiterGame& game : arbiter_games()) {
    INFO(game.variant);
    MatchConfig config;
    config.game = &game;
    std::string error;
    REQUIRE(game.read_flags({}, config, error));
    const GameStart start = game.unit_start(config, 3);
    auto arbiter = game.make_arbiter(start, 100, error);
    REQUIRE(arbiter);
    CHECK(arbiter->variant() == game.variant);
    CHECK(arbiter->seat_count() == static_cast<int>(game.seat_labels.size()));
    CHECK(arbiter->record().start == start.text);
    CHECK(arbiter->record().seed == start.seed);
    CHECK_FALSE(game.make_arbiter({"not a start", ""}, 100, error));
    CHECK_THAT(error, Catch::Contains(std::string(game.start_tag)));
    const auto page = game.page_start(nlohmann::json::object(), error);
    REQUIRE(page);
    const auto played = game.make_arbiter(*page, 100, error);
    REQUIRE(played);
    const nlohmann::json board = game.board(played->public_fen());
    CHECK(board["variant"] == game.variant);
    CHECK_FALSE(board["points"].empty());
  }
}
