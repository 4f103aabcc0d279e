// Games through a page session, as the page drives them: people and `Player random` engines of
// the built zhuge binary, to the end, with their records, takebacks and engine faults.
#include <catch2/catch.hpp>

#include <sstream>

#include "gui_harness.hpp"
#include "tools/match/game_record.hpp"
#include "tools/match/luzhanqi/deal_text.hpp"
#include "tools/match/replay.hpp"

using namespace zhuge;
using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;

namespace {

match::GameRecord only_record(const std::string& text) {
  std::istringstream in(text);
  std::string error;
  auto records = match::read_records(in, error);
  INFO(error);
  REQUIRE(records);
  REQUIRE(records->size() == 1);
  return (*records)[0];
}

// The record the page gets, re-checked with the rules.
match::GameRecord checked_record(Harness& harness, TestPage& page) {
  page.send({{"type", "get_record"}});
  REQUIRE(harness.run_until([&] { return page.last("record") != nullptr; }));
  const auto record = only_record((*page.last("record"))["text"]);
  INFO(record.termination);
  CHECK_FALSE(match::replay_error(record));
  return record;
}

}  // namespace

TEST_CASE("A person plays a whole luzhanqi game against a random engine", "[gui]") {
  Harness harness;
  TestPage page(harness);
  REQUIRE(page.received.front()["type"] == "hello");
  CHECK(page.received.front()["engines"][0]["name"] == "random");
  page.send(new_game("luzhanqi-flip", {human(), engine(0)}));
  int person_turns = 0;
  REQUIRE(play_out(harness, page, 1, [&](const json& state) {
    if (!state["legal"].empty()) {
      ++person_turns;
      CHECK(state["to_move"] == 0);
    }
    if (state["result"].is_null()) CHECK(state["deal"].is_null());
  }));
  CHECK(page.of_type("board").size() == 1);
  CHECK(page.of_type("error").empty());
  CHECK(person_turns > 0);
  const json& last = *page.last("state");
  CHECK(last["deal"].get<std::string>().size() == 60);
  CHECK(last["to_move"].is_null());
  CHECK(last["legal"].empty());
  const auto record = checked_record(harness, page);
  CHECK(record.seats == std::vector<std::string>{"human", "random"});
  CHECK(record.moves == last["moves"].get<std::vector<std::string>>());
  CHECK(record.termination == last["result"]["termination"]);
}

TEST_CASE("A person plays sanguo against two random engines until the end", "[gui]") {
  Harness harness;
  TestPage page(harness);
  page.send(new_game("sanguo", {engine(0), human(), engine(0)}));
  std::vector<std::string> events;
  REQUIRE(play_out(harness, page, 2, [&](const json& state) {
    for (const auto& e : state["events"]) events.push_back(e);
    CHECK(state["alive"].is_array());
  }));
  CHECK(page.of_type("error").empty());
  const json& last = *page.last("state");
  CHECK(last["result"]["points"].size() == 3);
  // A defeated kingdom's army passes on, and the state says so once.
  for (const auto& e : events)
    CHECK(e.find(" is defeated: its army passes to ") != std::string::npos);
  CHECK(events.size() == 3 - last["alive"].size());
  checked_record(harness, page);
}

TEST_CASE("Engines play each other to the end while the page watches", "[gui]") {
  Harness harness;
  TestPage page(harness);
  page.send(new_game("luzhanqi-flip", {engine(0, 5), engine(0, 5)}));
  REQUIRE(harness.run_until([&] {
    const json* state = page.last("state");
    return state && !(*state)["result"].is_null();
  }));
  for (const json& state : page.of_type("state")) CHECK(state["legal"].empty());
  CHECK_FALSE(page.of_type("info").empty());
  checked_record(harness, page);
}

TEST_CASE("Clocks: a person's runs out on the server, an engine's is charged", "[gui]") {
  Harness harness;
  TestPage page(harness);
  json game = new_game("luzhanqi-flip", {human(), engine(0)});
  game["seats"][0]["time"] = {{"base_ms", 150}, {"inc_ms", 0}};
  game["seats"][1]["time"] = {{"base_ms", 60000}, {"inc_ms", 500}};
  page.send(game);
  REQUIRE(harness.run_until([&] { return page.last("state") != nullptr; }));
  const json first = *page.last("state");
  CHECK(first["clock_running"] == 0);
  CHECK(first["clocks_ms"][0].get<int>() <= 150);
  CHECK(first["clocks_ms"][1] == 60000);
  REQUIRE(harness.run_until([&] { return !(*page.last("state"))["result"].is_null(); }));
  const json& last = *page.last("state");
  CHECK(last["result"]["termination"] == "timeout");
  CHECK(last["result"]["offender"] == 0);
  CHECK(last["result"]["points"] == json({"0", "1"}));
  CHECK(last["clocks_ms"][0] == 0);
  checked_record(harness, page);
}

TEST_CASE("Takeback returns to the person's last turn, and only then", "[gui]") {
  Harness harness;
  TestPage page(harness);
  page.send(new_game("sanguo", {human(), engine(0), engine(0)}));
  REQUIRE(harness.run_until([&] { return page.last("state") != nullptr; }));
  page.send({{"type", "takeback"}});
  CHECK((*page.last("error"))["message"] == "takeback: no action of a person to take back");
  const std::string start_fen = (*page.last("state"))["fen"];
  // Two turns of the person, each answered by both engines.
  for (int turn = 0; turn < 2; ++turn) {
    REQUIRE(harness.run_until([&] { return !(*page.last("state"))["legal"].empty(); }));
    page.send({{"type", "move"}, {"move", (*page.last("state"))["legal"][0]}});
  }
  REQUIRE(harness.run_until([&] {
    const json& s = *page.last("state");
    return !s["legal"].empty() || !s["result"].is_null();
  }));
  const json before = *page.last("state");
  if (!before["result"].is_null()) return;  // the person's kingdom fell: nothing to check
  REQUIRE(before["ply"] == 6);
  CHECK(before["can_takeback"] == true);
  page.send({{"type", "takeback"}});
  const json& after = *page.last("state");
  CHECK(after["ply"] == 3);
  CHECK(after["moves"] ==
        json(std::vector<json>(before["moves"].begin(), before["moves"].begin() + 3)));
  CHECK(after["to_move"] == 0);
  CHECK_FALSE(after["legal"].empty());
  page.send({{"type", "takeback"}});
  CHECK((*page.last("state"))["fen"] == start_fen);
  CHECK((*page.last("state"))["ply"] == 0);
}

TEST_CASE("An engine that answers an illegal move or runs out of time loses", "[gui]") {
  const std::string mode = GENERATE("illegal", "silent");
  GuiConfig config = test_config();
  config.limits.patience.margin_ms = 50;
  config.engines.push_back(fake_engine(mode));
  Harness harness(config);
  TestPage page(harness);
  page.send(new_game("luzhanqi-flip", {engine(1, 50), human()}));
  REQUIRE(harness.run_until([&] {
    const json* state = page.last("state");
    return state && !(*state)["result"].is_null();
  }));
  const json& result = (*page.last("state"))["result"];
  CHECK(result["offender"] == 0);
  CHECK(result["points"] == json({"0", "1"}));
  CHECK(result["termination"] ==
        (mode == std::string("illegal") ? "illegal move 'z9z9'" : "timeout"));
  if (mode == std::string("illegal")) CHECK((*page.last("info"))["pv"] == "z9z9");
  checked_record(harness, page);
}

TEST_CASE("An engine that exits mid-game loses by disconnect", "[gui]") {
  GuiConfig config = test_config();
  config.engines.push_back(quitting_engine(2));
  Harness harness(config);
  TestPage page(harness);
  page.send(new_game("sanguo", {engine(1), human(), engine(0)}));
  REQUIRE(play_out(harness, page, 3));
  const json& result = (*page.last("state"))["result"];
  CHECK(result["termination"] == "disconnect");
  CHECK(result["offender"] == 0);
  CHECK(result["points"] == json({"0", "1/2", "1/2"}));
  CHECK(result["text"] == "Wu and Wei share the win: disconnect");
  checked_record(harness, page);
}

TEST_CASE("A person resigns; sanguo's other kingdoms share the win", "[gui]") {
  Harness harness;
  TestPage page(harness);
  page.send(new_game("sanguo", {human(), human(), human()}));
  page.send({{"type", "resign"}, {"seat", 1}});
  const json& result = (*page.last("state"))["result"];
  CHECK(result["termination"] == "resignation");
  CHECK(result["offender"] == 1);
  CHECK(result["points"] == json({"1/2", "0", "1/2"}));
  const auto record = checked_record(harness, page);
  CHECK(record.offender == 1);
}

TEST_CASE("A resignation while the engines start ends the game once", "[gui]") {
  Harness harness;
  TestPage page(harness);
  page.send(new_game("luzhanqi-flip", {human(), engine(0)}));
  page.send({{"type", "move"}, {"move", "c3c3"}});
  CHECK((*page.last("error"))["message"] == "the engines are still starting");
  page.send({{"type", "resign"}, {"seat", 0}});
  REQUIRE(page.of_type("state").size() == 1);
  // Once the engines are up nothing more happens: the game stays over.
  harness.run_until([] { return false; }, std::chrono::milliseconds(300));
  CHECK(page.of_type("state").size() == 1);
  CHECK((*page.last("state"))["result"]["termination"] == "resignation");
}

TEST_CASE("A seed fixes the luzhanqi deal", "[gui]") {
  Harness harness;
  std::vector<std::string> deals;
  for (int game = 0; game < 2; ++game) {
    TestPage page(harness);
    json message = new_game("luzhanqi-flip", {human(), human()});
    message["seed"] = 42;
    page.send(message);
    page.send({{"type", "resign"}, {"seat", 1}});
    deals.push_back((*page.last("state"))["deal"]);
  }
  CHECK(deals[0] == deals[1]);
  CHECK(deals[0] == match::deal_to_text(match::deal_from_seed(42)));
}
