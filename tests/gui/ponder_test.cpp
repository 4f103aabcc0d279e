// Pondering: an engine seat thinks on the person's time after its move. When the person plays
// the reply it expected, the engine gets `ponderhit` and its one bestmove is played; otherwise
// `stop`, that bestmove is dropped and a normal `go` follows. A takeback or a new game during a
// ponder stops it, and no engine process is left behind.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "gui_harness.hpp"

using namespace zhuge;
using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;

namespace {

// Engine 1 is the real search behind relay_engine(), seat 0 of a luzhanqi game; seat 1 a person.
struct PonderFixture {
  explicit PonderFixture(bool ponder = true) {
    std::filesystem::remove(log);
    GuiConfig config = test_config();
    config.engines.push_back(relay_engine(log.string()));
    harness = std::make_unique<Harness>(config);
    page = std::make_unique<TestPage>(*harness);
    json message = new_game("luzhanqi-flip", {engine(1, 50), human()});
    message["ponder"] = ponder;
    page->send(message);
  }
  ~PonderFixture() { std::filesystem::remove(log); }

  // Every line the engine has been sent.
  std::vector<std::string> sent() const {
    std::ifstream in(log);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
  }
  std::size_t count(const std::string& prefix) const {
    const auto lines = sent();
    return std::count_if(lines.begin(), lines.end(),
                         [&](const std::string& l) { return l.starts_with(prefix); });
  }
  // The person's next turn at ply `ply` or later, once the engine has started its ponder.
  json person_turn(int ply) {
    REQUIRE(harness->run_until([&] {
      if (!page->last("state")) return false;
      const json& s = *page->last("state");
      return (!s["legal"].empty() && s["ply"] >= ply && count("go ponder") > pondered) ||
             !s["result"].is_null();
    }));
    pondered = count("go ponder");
    return *page->last("state");
  }
  // The position the last `go ponder` was about.
  std::string ponder_position() const {
    const auto lines = sent();
    for (std::size_t i = lines.size(); i-- > 1;) {
      if (lines[i].starts_with("go ponder")) return lines[i - 1];
    }
    return "";
  }

  std::filesystem::path log = std::filesystem::temp_directory_path() / "zhuge-ponder.log";
  std::unique_ptr<Harness> harness;
  std::unique_ptr<TestPage> page;
  std::size_t pondered = 0;
};

std::string position_after(const json& state) {
  std::string command = "position startpos";
  if (!state["moves"].empty()) command += " moves";
  for (const json& move : state["moves"]) {
    command += ' ';
    command += move.get<std::string>();
  }
  return command;
}

}  // namespace

TEST_CASE("A ponder that misses is stopped, its bestmove dropped, and a normal go follows",
          "[gui]") {
  PonderFixture f;
  const json turn = f.person_turn(1);
  REQUIRE(turn["result"].is_null());
  // The engine's first action is a flip; it ponders on the position before the person's reply.
  CHECK(f.ponder_position() == position_after(turn));
  f.page->send({{"type", "move"}, {"move", turn["legal"][0]}});
  const json next = f.person_turn(3);
  REQUIRE(next["result"].is_null());
  CHECK(next["ply"] == 3);  // one engine action, not the dropped one as well
  const auto lines = f.sent();
  const auto stop = std::find(lines.begin(), lines.end(), "stop");
  REQUIRE(stop != lines.end());
  CHECK(stop[-1].starts_with("go ponder"));
  CHECK(stop[1] == position_after(next).substr(0, stop[1].size()));
  CHECK(stop[2] == "go movetime 50");
  CHECK(f.count("ponderhit") == 0);
}

TEST_CASE("A ponder on the reply the person plays gets ponderhit and plays its one bestmove",
          "[gui]") {
  PonderFixture f;
  // The engine names a move (not a flip) as the reply once pieces are revealed: play it.
  for (int ply = 1; ply < 200; ply += 2) {
    const json turn = f.person_turn(ply);
    if (!turn["result"].is_null()) break;
    const std::string now = position_after(turn);
    const std::string pondered = f.ponder_position();
    const bool predicted =
        pondered.size() > now.size() && pondered.starts_with(now) && pondered[now.size()] == ' ';
    const std::size_t stops = f.count("stop");
    f.page->send({{"type", "move"},
                  {"move", predicted ? pondered.substr(now.size() + 1)
                                     : turn["legal"][0].get<std::string>()}});
    if (!predicted) continue;
    const json next = f.person_turn(ply + 2);
    CHECK(next["ply"] == turn["ply"].get<int>() + 2);
    const auto lines = f.sent();
    const auto hit = std::find(lines.begin(), lines.end(), "ponderhit");
    REQUIRE(hit != lines.end());
    CHECK(hit[-1].starts_with("go ponder"));
    CHECK(f.count("stop") == stops);
    break;
  }
  CHECK(f.count("ponderhit") == 1);
}

TEST_CASE("Pondering off: the engine is never sent go ponder", "[gui]") {
  PonderFixture f(false);
  REQUIRE(f.harness->run_until(
      [&] { return f.page->last("state") && !(*f.page->last("state"))["legal"].empty(); }));
  f.page->send({{"type", "move"}, {"move", (*f.page->last("state"))["legal"][0]}});
  REQUIRE(f.harness->run_until([&] {
    const json& s = *f.page->last("state");
    return (!s["legal"].empty() && s["ply"] == 3) || !s["result"].is_null();
  }));
  CHECK(f.count("go ponder") == 0);
  CHECK(f.count("go movetime 50") == 2);
}

TEST_CASE("A takeback or a new game during a ponder stops it and leaves no process", "[gui]") {
  const int baseline = live_children();
  {
    PonderFixture f;
    const json turn = f.person_turn(1);
    REQUIRE(turn["result"].is_null());
    f.page->send({{"type", "move"}, {"move", turn["legal"][0]}});
    const json next = f.person_turn(3);
    REQUIRE(next["result"].is_null());
    f.page->send({{"type", "takeback"}});
    CHECK((*f.page->last("state"))["ply"] == 1);
    REQUIRE(f.harness->run_until([&] { return f.count("stop") == 2; }));
    // The person plays again, and the engine answers after a normal go.
    f.page->send({{"type", "move"}, {"move", (*f.page->last("state"))["legal"][0]}});
    const json again = f.person_turn(3);
    CHECK(again["ply"] == 3);
    f.page->send(new_game("luzhanqi-flip", {human(), human()}));
    REQUIRE(f.harness->run_until([&] { return (*f.page->last("state"))["ply"] == 0; }));
    CHECK(children_back_to(baseline));
  }
  CHECK(live_children() == baseline);
}

TEST_CASE("The page sees which seat ponders, and its info lines while it does", "[gui]") {
  PonderFixture f;
  const json turn = f.person_turn(1);
  REQUIRE(turn["result"].is_null());
  CHECK(turn["pondering"] == 0);
  CHECK(turn["thinking"].is_null());
  const std::size_t before = f.page->of_type("info").size();
  // The search reports about once a second.
  REQUIRE(f.harness->run_until([&] { return f.page->of_type("info").size() > before; }));
  const json info = f.page->of_type("info").back();
  CHECK(info["seat"] == 0);
  CHECK(info.contains("nodes"));
  f.page->send({{"type", "move"}, {"move", turn["legal"][0]}});
  const json next = f.person_turn(3);
  REQUIRE(next["result"].is_null());
  CHECK(next["pondering"] == 0);  // pondering again, after its next move
}

TEST_CASE("An engine that exits while it ponders loses by disconnect at its next turn", "[gui]") {
  GuiConfig config = test_config();
  config.engines.push_back(quitting_engine(2));  // its second go is the ponder after its move
  Harness harness(config);
  TestPage page(harness);
  page.send(new_game("luzhanqi-flip", {engine(1, 50), human()}));
  // The person waits until the page shows the ponder ended, then plays.
  REQUIRE(harness.run_until([&] {
    const json* s = page.last("state");
    return s && (*s)["ply"] == 1 && (*s)["pondering"].is_null();
  }));
  page.send({{"type", "move"}, {"move", (*page.last("state"))["legal"][0]}});
  REQUIRE(harness.run_until([&] { return !(*page.last("state"))["result"].is_null(); }));
  const json& result = (*page.last("state"))["result"];
  CHECK(result["termination"] == "disconnect");
  CHECK(result["offender"] == 0);
}
