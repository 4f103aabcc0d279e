// Hints: a person to move asks, a hint engine of its own (the built zhuge, searching with
// MultiPV) answers with the best moves and their values, told only the public position; bad
// requests are refused and change nothing; a hint for a position already left is dropped.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>

#include "gui_harness.hpp"
#include "tools/gui/hint_engine.hpp"
#include "tools/gui/hint_lines.hpp"

using namespace zhuge;
using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;

namespace {

// Engine 0 plays random moves at once, engine 1 searches, engine 2 never answers; hints come
// from a searching one.
GuiConfig hint_config() {
  GuiConfig config = test_config();
  match::EngineSpec search;
  search.name = "search";
  search.command = ZHUGE_BINARY;
  config.engines.push_back(search);
  config.engines.push_back(fake_engine("silent"));
  config.hint_engine = search;
  return config;
}

// The first state where a person is to move, after `seen` messages.
const json* person_turn(const TestPage& page, std::size_t seen = 0) {
  for (std::size_t i = seen; i < page.received.size(); ++i) {
    const json& m = page.received[i];
    if (m["type"] == "state" && !m["legal"].empty()) return &m;
  }
  return nullptr;
}

const json& ask_hint(Harness& harness, TestPage& page) {
  const std::size_t before = page.of_type("hints").size();
  page.send({{"type", "hint"}});
  REQUIRE(harness.run_until(
      [&] { return page.of_type("hints").size() > before || !page.of_type("error").empty(); }));
  REQUIRE(page.of_type("error").empty());
  return *page.last("hints");
}

// Every line is a distinct legal move of the person; returns the moves.
std::set<std::string> check_lines(const json& hints, const json& state) {
  const auto legal = state["legal"].get<std::set<std::string>>();
  std::set<std::string> moves;
  CHECK(hints["ply"] == state["ply"]);
  CHECK(hints["seat"] == state["to_move"]);
  REQUIRE(!hints["lines"].empty());
  CHECK(hints["lines"].size() <= static_cast<std::size_t>(kHintLines));
  for (const json& line : hints["lines"]) {
    const std::string move = line["move"];
    CHECK(legal.contains(move));
    moves.insert(move);
    CHECK(line["score_cp"].is_number_integer());
  }
  CHECK(moves.size() == hints["lines"].size());
  return moves;
}

}  // namespace

TEST_CASE("MultiPV lines become hint lines, the latest report first", "[gui]") {
  HintLines lines;
  lines.add("info depth 1 multipv 1 score cp 10 wdl 500 20 480 visits 5 pv a1a1 b1b1");
  lines.add("info depth 1 multipv 2 score cp 5 wdl 490 20 490 visits 4 pv c3c3");
  lines.add("info depth 1 multipv 3 score cp 2 wdl 480 20 500 visits 3 pv d1d1");
  lines.add("info string outcomes multipv 2 G 16 1");
  lines.add("info depth 1 multipv 4 score cp 1 pv");
  CHECK(lines.lines().size() == 3);
  // The depth-2 report stopped after two lines: depth 1's third completes it.
  lines.add("info depth 2 multipv 1 score cp 30 wdl 520 20 460 visits 9 pv c3c3");
  lines.add("info depth 2 multipv 2 score cp 8 wdl 500 20 480 visits 7 pv e1e1");
  CHECK(lines.lines() == json::parse(R"([{"move":"c3c3","score_cp":30,"wdl":[520,20,460]},
                                         {"move":"e1e1","score_cp":8,"wdl":[500,20,480]},
                                         {"move":"a1a1","score_cp":10,"wdl":[500,20,480]}])"));
  HintLines sanguo;
  sanguo.add("info depth 3 multipv 1 score cp -151 pv rb1rc3 gb3rh1");
  sanguo.add("info string values multipv 1 r -151 g 65 b 269");
  sanguo.add("info string values multipv 2 r 0 g 0 b 0");  // no line of rank 2 yet
  CHECK(sanguo.lines() ==
        json::parse(R"([{"move":"rb1rc3","score_cp":-151,"values":[-151,65,269]}])"));
}

TEST_CASE("A hint shows a luzhanqi person's best actions with their win rates", "[gui]") {
  Harness harness(hint_config());
  TestPage page(harness);
  page.send(new_game("luzhanqi-flip", {human(), engine(0)}));
  REQUIRE(harness.run_until([&] { return person_turn(page) != nullptr; }));
  const json first = *person_turn(page);
  check_lines(ask_hint(harness, page), first);
  for (const json& line : page.last("hints")->at("lines")) {
    REQUIRE(line["wdl"].size() == 3);
    CHECK(line["wdl"][0].get<int>() + line["wdl"][1].get<int>() + line["wdl"][2].get<int>() ==
          1000);
  }
  // After a flip each, the hint is for the new position.
  const std::size_t seen = page.received.size();
  page.send({{"type", "move"}, {"move", first["legal"][0]}});
  REQUIRE(harness.run_until([&] { return person_turn(page, seen) != nullptr; }));
  const json second = *person_turn(page, seen);
  CHECK(second["ply"] == 2);
  check_lines(ask_hint(harness, page), second);
}

TEST_CASE("A sanguo hint gives each move the value of every kingdom", "[gui]") {
  Harness harness(hint_config());
  TestPage page(harness);
  page.send(new_game("sanguo", {human(), engine(0), engine(0)}));
  REQUIRE(harness.run_until([&] { return person_turn(page) != nullptr; }));
  const json& hints = ask_hint(harness, page);
  check_lines(hints, *person_turn(page));
  for (const json& line : hints["lines"]) {
    REQUIRE(line["values"].size() == 3);
    // The score is the person's, Shu's.
    CHECK(line["values"][0] == line["score_cp"]);
  }
}

TEST_CASE("Hints are refused but for a person to move, one at a time", "[gui]") {
  Harness harness(hint_config());
  TestPage page(harness);
  page.send({{"type", "hint"}});
  CHECK(page.last("error")->at("message") == "hint: no game; send new_game first");
  // An engine that never answers is still thinking when the hint is asked for.
  page.send(new_game("luzhanqi-flip", {engine(2, 5000), human()}));
  REQUIRE(harness.run_until([&] {
    const json* state = page.last("state");
    return state && state->at("thinking") == 0;
  }));
  const std::size_t states = page.of_type("state").size();
  page.send({{"type", "hint"}});
  CHECK(page.last("error")->at("message") == "hint: it is an engine's turn");
  CHECK(page.of_type("state").size() == states);
  page.send(new_game("luzhanqi-flip", {engine(1, 1500), human()}));
  REQUIRE(harness.run_until([&] { return person_turn(page) != nullptr; }));
  const json state = *person_turn(page);
  page.received.clear();
  page.send({{"type", "hint"}});
  page.send({{"type", "hint"}});
  REQUIRE(page.of_type("error").size() == 1);
  CHECK(page.last("error")->at("message") == "hint: the last hint is still being worked out");
  CHECK(page.of_type("state").empty());
  // The person plays before the hint comes: it belongs to a position left behind, and is dropped.
  page.send({{"type", "move"}, {"move", state["legal"][0]}});
  harness.run_until([] { return false; }, std::chrono::milliseconds(kHintMs + 1000));
  CHECK(page.of_type("hints").empty());
  CHECK(page.of_type("error").size() == 1);
}

TEST_CASE("The hint engine is told only the public position", "[gui]") {
  const auto log = std::filesystem::temp_directory_path() / "zhuge-hint-engine.log";
  std::filesystem::remove(log);
  GuiConfig config = test_config();
  config.hint_engine = relay_engine(log.string());
  Harness harness(config);
  TestPage page(harness);
  json message = new_game("luzhanqi-flip", {engine(0), human()});
  message["seed"] = 7;
  page.send(message);
  REQUIRE(harness.run_until([&] { return person_turn(page) != nullptr; }));
  const json& hints = ask_hint(harness, page);
  check_lines(hints, *person_turn(page));
  std::ifstream in(log);
  std::vector<std::string> positions;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("position")) positions.push_back(line);
  }
  // The engine's flip, with the piece it revealed, and nothing of the pieces still face down.
  const json moves = person_turn(page)->at("moves");
  REQUIRE(moves.size() == 1);
  CHECK(positions ==
        std::vector<std::string>{"position startpos moves " + moves[0].get<std::string>()});
  std::filesystem::remove(log);
}
