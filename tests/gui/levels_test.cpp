// Levels: an engine seat whose engine declares UCI_Elo shows its range; a level the page picks
// is checked against it and set with UCI_LimitStrength and UCI_Elo before the engine's next
// move; bad levels are refused and change nothing.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "gui_harness.hpp"
#include "tools/gui/engine_level.hpp"

using namespace zhuge;
using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;

namespace {

// Engine 1 is relay_engine() playing random moves; engine 2 a fake engine that offers no levels.
struct LevelsFixture {
  LevelsFixture() {
    std::filesystem::remove(log);
    GuiConfig config = test_config();
    match::EngineSpec relay = relay_engine(log.string());
    relay.options = {{"Player", "random"}};
    config.engines.push_back(relay);
    config.engines.push_back(fake_engine("illegal"));
    harness = std::make_unique<Harness>(config);
    page = std::make_unique<TestPage>(*harness);
  }
  ~LevelsFixture() { std::filesystem::remove(log); }

  // Waits for the person's next turn after the messages seen so far.
  json next_person_turn() {
    const std::size_t seen = page->received.size();
    const json* found = nullptr;
    REQUIRE(harness->run_until([&] {
      for (std::size_t i = seen; i < page->received.size() && !found; ++i) {
        const json& m = page->received[i];
        if (m["type"] == "state" && !m["legal"].empty()) found = &m;
      }
      return found != nullptr;
    }));
    return *found;
  }
  // The level options the engine was sent.
  std::vector<std::string> setoptions() const {
    std::ifstream in(log);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
      if (line.starts_with("setoption name UCI_Elo ") ||
          line.starts_with("setoption name UCI_LimitStrength ")) {
        lines.push_back(line);
      }
    }
    return lines;
  }

  std::filesystem::path log = std::filesystem::temp_directory_path() / "zhuge-levels.log";
  std::unique_ptr<Harness> harness;
  std::unique_ptr<TestPage> page;
};

}  // namespace

TEST_CASE("The UCI_Elo range is read from the engine's option line", "[gui]") {
  const auto range = elo_range({"option name Hash type spin default 16 min 1 max 1024",
                                "option name UCI_Elo type spin default 1500 min 800 max 2400"});
  REQUIRE(range);
  CHECK(range->min == 800);
  CHECK(range->max == 2400);
  CHECK(range->default_elo == 1500);
  CHECK_FALSE(elo_range({"option name UCI_Elo type spin default 1500 min 800"}));
  CHECK_FALSE(elo_range({"option name UCI_Elo type spin default 1500 min 900 max 800"}));
  CHECK_FALSE(elo_range({"option name UCI_Elo type spin default x min 800 max 900"}));
  CHECK_FALSE(elo_range({"option name UCI_Elo type check default false"}));
  CHECK_FALSE(elo_range({}));
  CHECK(level_options(1200) == std::vector<std::pair<std::string, std::string>>{
                                   {"UCI_LimitStrength", "true"}, {"UCI_Elo", "1200"}});
  CHECK(level_options(std::nullopt) ==
        std::vector<std::pair<std::string, std::string>>{{"UCI_LimitStrength", "false"}});
}

TEST_CASE("A level reaches the seat's engine before its next move", "[gui]") {
  LevelsFixture f;
  f.page->send(new_game("luzhanqi-flip", {human(), engine(1)}));
  json state = f.next_person_turn();
  CHECK_FALSE(state["seats"][0].contains("elo"));
  CHECK(state["seats"][1]["elo"] == json{{"min", 800}, {"max", 2400}, {"default", 1500}});
  CHECK(state["seats"][1]["level"].is_null());
  f.page->send({{"type", "level"}, {"seat", 1}, {"elo", 1200}});
  CHECK(f.page->last("state")->at("seats")[1]["level"] == 1200);
  CHECK(f.setoptions().empty());  // not while the person thinks: before the engine's move
  f.page->send({{"type", "move"}, {"move", state["legal"][0]}});
  state = f.next_person_turn();
  CHECK(f.setoptions() == std::vector<std::string>{"setoption name UCI_LimitStrength value true",
                                                   "setoption name UCI_Elo value 1200"});
  // The full-strength end of the slider.
  f.page->send({{"type", "level"}, {"seat", 1}, {"elo", nullptr}});
  CHECK(f.page->last("state")->at("seats")[1]["level"].is_null());
  f.page->send({{"type", "move"}, {"move", state["legal"][0]}});
  f.next_person_turn();
  CHECK(f.setoptions().back() == "setoption name UCI_LimitStrength value false");
  CHECK(f.page->of_type("error").empty());
}

TEST_CASE("Bad levels are refused with one error and change nothing", "[gui]") {
  LevelsFixture f;
  f.page->send({{"type", "level"}, {"seat", 1}, {"elo", 1000}});
  CHECK(f.page->last("error")->at("message") == "level: no game; send new_game first");
  f.page->send(new_game("luzhanqi-flip", {human(), engine(1)}));
  const json turn = f.next_person_turn();
  f.page->send({{"type", "level"}, {"seat", 1}, {"elo", 1000}});
  f.page->received.clear();
  const std::vector<std::pair<json, std::string>> refusals = {
      {{{"seat", 1}, {"elo", 2401}},
       "level: seat 1: Elo 2401 is outside the engine's range 800..2400"},
      {{{"seat", 1}, {"elo", 799}},
       "level: seat 1: Elo 799 is outside the engine's range 800..2400"},
      {{{"seat", 1}, {"elo", "1500"}},
       "level: 'elo' must be a whole number, or null for full strength"},
      {{{"seat", 1}}, "level: 'elo' must be a whole number, or null for full strength"},
      {{{"seat", 0}, {"elo", 1500}}, "level: seat 0 is a person's"},
      {{{"seat", 2}, {"elo", 1500}}, "level: no seat 2"},
      {{{"elo", 1500}}, "level: 'seat' must be a seat number"},
  };
  for (const auto& [fields, why] : refusals) {
    json message = fields;
    message["type"] = "level";
    f.page->send(message);
    CHECK(f.page->last("error")->at("message") == why);
  }
  CHECK(f.page->of_type("error").size() == refusals.size());
  CHECK(f.page->of_type("state").empty());
  // The level set before the refusals is the one the engine gets.
  f.page->send({{"type", "move"}, {"move", turn["legal"][0]}});
  f.next_person_turn();
  CHECK(f.setoptions().back() == "setoption name UCI_Elo value 1000");
}

TEST_CASE("An engine that declares no UCI_Elo has no levels", "[gui]") {
  LevelsFixture f;
  f.page->send(new_game("luzhanqi-flip", {human(), engine(2)}));
  const json state = f.next_person_turn();
  CHECK_FALSE(state["seats"][1].contains("elo"));
  f.page->send({{"type", "level"}, {"seat", 1}, {"elo", 1500}});
  const json* error = f.page->last("error");
  REQUIRE(error);
  CHECK(error->at("message") ==
        "level: seat 1's engine offers no UCI_Elo (or has not started yet)");
}
