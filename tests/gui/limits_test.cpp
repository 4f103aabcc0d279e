// Bounded resources: at most --max-games games at once across pages, and a page that goes
// ends its game and leaves no engine process behind, even while an engine thinks.
#include <catch2/catch.hpp>

#include "gui_harness.hpp"

using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;

TEST_CASE("No more games at once than --max-games, across pages", "[gui]") {
  Harness harness(test_config(2));
  TestPage first(harness), second(harness), third(harness);
  first.send(new_game("luzhanqi-flip", {human(), engine(0)}));
  second.send(new_game("sanguo", {human(), human(), human()}));
  third.send(new_game("luzhanqi-flip", {human(), human()}));
  CHECK_THAT(third.received.back()["message"].get<std::string>(),
             Catch::Contains("2 games are running"));
  // A page may replace its own game at the cap.
  second.send(new_game("luzhanqi-flip", {human(), human()}));
  CHECK(second.received.back()["type"] == "state");
  // A game that ends gives its slot back.
  second.send({{"type", "resign"}, {"seat", 0}});
  third.send(new_game("luzhanqi-flip", {human(), human()}));
  CHECK(third.received.back()["type"] == "state");
  // So does a page that goes.
  TestPage fourth(harness);
  fourth.send(new_game("luzhanqi-flip", {human(), human()}));
  CHECK(fourth.received.back()["type"] == "error");
  first.session.reset();
  fourth.send(new_game("luzhanqi-flip", {human(), human()}));
  CHECK(fourth.received.back()["type"] == "state");
}

TEST_CASE("A page that goes leaves no engine process behind", "[gui]") {
  const int baseline = live_children();
  GuiConfig config = test_config();
  config.engines.push_back(fake_engine("silent"));
  Harness harness(config);
  SECTION("between moves") {
    TestPage page(harness);
    page.send(new_game("sanguo", {engine(0), human(), engine(0)}));
    REQUIRE(harness.run_until([&] {
      const json* state = page.last("state");
      return state && !(*state)["legal"].empty();
    }));
    CHECK(live_children() == baseline + 2);
    page.session.reset();
    CHECK(children_back_to(baseline));
  }
  SECTION("while an engine thinks") {
    TestPage page(harness);
    page.send(new_game("luzhanqi-flip", {engine(1, 60000), engine(0)}));
    REQUIRE(harness.run_until([&] {
      const json* state = page.last("state");
      return state && (*state)["thinking"] == 0;
    }));
    CHECK(live_children() == baseline + 2);
    page.session.reset();
    CHECK(children_back_to(baseline));
  }
  SECTION("when a new game replaces the old one") {
    TestPage page(harness);
    page.send(new_game("luzhanqi-flip", {engine(0), human()}));
    REQUIRE(harness.run_until([&] { return page.last("state") != nullptr; }));
    page.send(new_game("luzhanqi-flip", {human(), human()}));
    CHECK(children_back_to(baseline));
  }
}
