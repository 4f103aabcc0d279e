// The game registry: every record is whole, and what the engine builds from the records (the
// variant choices, the options, MultiPV's maximum, UCI_Elo's range) covers every game.

#include "protocol/game_registry.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "protocol/engine_options.hpp"

using namespace zhuge::protocol;

TEST_CASE("every registered game has a whole record", "[protocol]") {
  const auto options = make_engine_options();
  const Option* variant = options.find(option_name::kVariant);
  REQUIRE(variant != nullptr);
  CHECK(variant->value_text() == games().front().variant);
  std::set<std::string> names;
  for (const auto& game : games()) {
    CAPTURE(game.variant);
    CHECK(names.insert(std::string(game.variant)).second);
    CHECK(find_game(game.variant) == &game);
    auto chosen = options;
    CHECK_FALSE(chosen.set(option_name::kVariant, game.variant));
    for (const auto name : game.position_options) CHECK(options.find(name) != nullptr);
    CHECK(game.max_root_actions >= 1);
    CHECK(game.max_root_actions <= max_multipv());
    if (!game.ladder.empty()) {
      CHECK(options.find(option_name::kElo)->min() <= game.ladder.front().elo);
      CHECK(options.find(option_name::kElo)->max() >= game.ladder.back().elo);
    }
    REQUIRE_FALSE(game.bench_fens.empty());
    for (const auto fen : game.bench_fens) {
      const auto made = game.make(options);
      REQUIRE(made.position != nullptr);
      REQUIRE(made.player != nullptr);
      const auto& position = made.position;
      CHECK_FALSE(position->set_position(fen, {}));
      CHECK(position->fen() == fen);  // bench positions are written as the game writes them
    }
  }
  CHECK(find_game("chess") == nullptr);
}

TEST_CASE("the start position of each game survives a round trip through its FEN", "[protocol]") {
  const auto options = make_engine_options();
  for (const auto& game : games()) {
    CAPTURE(game.variant);
    const auto position = game.make(options).position;
    const std::string start = position->fen();
    const auto copy = game.make(options).position;
    CHECK_FALSE(copy->set_position(start, {}));
    CHECK(copy->fen() == start);
  }
}
