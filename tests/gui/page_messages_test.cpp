// Every message a page sends is checked: a refused one gets one `error` and changes nothing.
#include <catch2/catch.hpp>

#include "gui_harness.hpp"

using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;

namespace {

// Sends `text` and expects exactly one error naming `why`, and nothing else.
void expect_text_refused(TestPage& page, const std::string& text, const std::string& why) {
  INFO(text);
  const std::size_t before = page.received.size();
  page.session->on_message(text);
  REQUIRE(page.received.size() == before + 1);
  CHECK(page.received.back()["type"] == "error");
  CHECK_THAT(page.received.back()["message"].get<std::string>(), Catch::Contains(why));
}

void expect_refused(TestPage& page, const json& message, const std::string& why) {
  expect_text_refused(page, message.dump(), why);
}

}  // namespace

TEST_CASE("Malformed messages, wrong types and unknown types are refused", "[gui]") {
  Harness harness;
  TestPage page(harness);
  expect_text_refused(page, "{\"type\":", "not JSON");
  expect_text_refused(page, "[1,2]", "a JSON object");
  expect_text_refused(page, "{\"kind\":\"move\"}", "string 'type'");
  expect_refused(page, json{{"type", 7}}, "string 'type'");
  expect_refused(page, json{{"type", "fly"}}, "unknown message type 'fly'");
  expect_refused(page, json{{"type", "move"}, {"move", "a1a2"}}, "no game");
  expect_refused(page, json{{"type", "takeback"}}, "no game");
  page.session->on_bad_frame("message over 65536 bytes");
  CHECK(page.received.back()["message"] == "message over 65536 bytes");
}

TEST_CASE("A new_game that the server cannot play is refused", "[gui]") {
  Harness harness;
  TestPage page(harness);
  expect_refused(page, new_game("chess", {human(), human()}), "'variant'");
  expect_refused(page, new_game("luzhanqi-flip", {human()}), "an array of 2");
  expect_refused(page, new_game("sanguo", {human(), human()}), "an array of 3");
  expect_refused(page, new_game("luzhanqi-flip", {human(), engine(5)}), "'engine' must be");
  expect_refused(page,
                 new_game("luzhanqi-flip", {human(), json{{"kind", "engine"}, {"engine", 0}}}),
                 "an engine needs a 'time'");
  expect_refused(page, new_game("luzhanqi-flip", {human(), json{{"kind", "program"}}}),
                 "unknown kind 'program'");
  // A page can name neither a program nor an option: there is no field for one.
  json named = new_game("luzhanqi-flip", {human(), engine(0)});
  named["seats"][1]["engine"] = "/bin/sh";
  expect_refused(page, named, "'engine' must be a whole number");
  json slow = new_game("luzhanqi-flip", {human(), engine(0)});
  slow["seats"][1]["time"] = {{"movetime_ms", 0}};
  expect_refused(page, slow, "'movetime_ms' must be a whole number from 1");
  json person_movetime = new_game("luzhanqi-flip", {human(), human()});
  person_movetime["seats"][0]["time"] = {{"movetime_ms", 100}};
  expect_refused(page, person_movetime, "a person's time is a clock");
  json bad_fen = new_game("sanguo", {human(), human(), human()});
  bad_fen["fen"] = "9/9 r rgb 0 1";
  expect_refused(page, bad_fen, "bad fen");
  json bad_seed = new_game("luzhanqi-flip", {human(), human()});
  bad_seed["seed"] = -1;
  expect_refused(page, bad_seed, "'seed'");
  json bad_ponder = new_game("luzhanqi-flip", {human(), engine(0)});
  bad_ponder["ponder"] = "yes";
  expect_refused(page, bad_ponder, "'ponder' must be true or false");
  CHECK(page.of_type("board").empty());
  CHECK(page.of_type("state").empty());
}

TEST_CASE("Illegal moves, moves out of turn and moves for an engine are refused", "[gui]") {
  GuiConfig config = test_config();
  config.engines.push_back(fake_engine("silent"));
  Harness harness(config);
  TestPage page(harness);
  // An engine that thinks for long moves first: until it has, the person may do nothing.
  page.send(new_game("luzhanqi-flip", {engine(1, 60000), human()}));
  REQUIRE(harness.run_until([&] { return page.last("state") != nullptr; }));
  const json started = *page.last("state");
  CHECK(started["thinking"] == 0);
  CHECK(started["legal"].empty());
  expect_refused(page, json{{"type", "move"}, {"move", "a1a1"}}, "an engine's turn");
  expect_refused(page, json{{"type", "resign"}, {"seat", 0}}, "is an engine's");
  expect_refused(page, json{{"type", "takeback"}}, "wait for the engine's move");
  page.send(new_game("luzhanqi-flip", {human(), engine(0)}));
  REQUIRE(harness.run_until([&] {
    const json* state = page.last("state");
    return state && !(*state)["legal"].empty();
  }));
  const json before = *page.last("state");
  const std::size_t count = page.received.size();
  std::string hidden_flip;
  for (const auto& p : before["pieces"]) {
    if (p["piece"] == "?")
      hidden_flip = p["point"].get<std::string>() + p["point"].get<std::string>();
  }
  expect_refused(page, json{{"type", "move"}, {"move", "a1a9"}}, "illegal");
  expect_refused(page, json{{"type", "move"}, {"move", "zz"}}, "not an action");
  expect_refused(page, json{{"type", "move"}, {"move", 12}}, "'move' must be a string");
  // A flip with a guessed outcome would be an oracle for the deal.
  expect_refused(page, json{{"type", "move"}, {"move", hidden_flip + "M"}}, "illegal");
  expect_refused(page, json{{"type", "resign"}, {"seat", 2}}, "no seat 2");
  expect_refused(page, json{{"type", "resign"}, {"seat", "1"}}, "a seat number");
  page.send({{"type", "get_record"}});
  CHECK(page.received.size() == count + 7);
  CHECK(page.last("state")->dump() == before.dump());
  // A legal action is still accepted, and then the engine's turn refuses the person again.
  page.send({{"type", "move"}, {"move", before["legal"][0]}});
  CHECK((*page.last("state"))["ply"] == before["ply"].get<int>() + 1);
  expect_refused(page, json{{"type", "move"}, {"move", before["legal"][1]}}, "an engine's turn");
}

TEST_CASE("Nothing is accepted once the game is over", "[gui]") {
  Harness harness;
  TestPage page(harness);
  page.send(new_game("luzhanqi-flip", {human(), human()}));
  page.send({{"type", "resign"}, {"seat", 0}});
  const json over = *page.last("state");
  REQUIRE(over["result"]["text"] == "Second wins: resignation");
  expect_refused(page, json{{"type", "move"}, {"move", "a1a1"}}, "the game is over");
  expect_refused(page, json{{"type", "resign"}, {"seat", 1}}, "the game is over");
  expect_refused(page, json{{"type", "takeback"}}, "the game is over");
  CHECK(page.last("state")->dump() == over.dump());
}
