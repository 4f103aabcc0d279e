// Skill Level, UCI_LimitStrength and UCI_Elo through the real binary, in both games.

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/sanguo/movegen.hpp"
#include "tests/protocol/engine_process.hpp"

using zhuge::protocol::test::EngineProcess;

namespace {

struct Variant {
  std::string name;
  std::string position;  // a middle game with choices
};

const Variant kLuzhanqi{"luzhanqi-flip", "position startpos moves c3c3M a1a1k c5c5T a2a2r"};
const Variant kSanguo{"sanguo", "position startpos moves rh1rg3 gb1gc3 bh1bg3"};

std::string word_after(const std::string& line, const std::string& key) {
  std::istringstream in(line);
  for (std::string w; in >> w;) {
    if (w == key && in >> w) return w;
  }
  return "";
}

struct Answer {
  std::string best;
  std::string nodes;                   // of the last info line with nodes
  std::vector<std::string> pv_starts;  // the first move of each line of the last report
};

Answer search(EngineProcess& engine, const std::string& go) {
  engine.send(go);
  const auto lines = engine.read_until("bestmove", std::chrono::seconds(30));
  REQUIRE_FALSE(lines.empty());
  Answer answer{word_after(lines.back(), "bestmove"), "", {}};
  for (const auto& line : lines) {
    if (line.rfind("info depth", 0) != 0) continue;
    const std::string rank = word_after(line, "multipv");
    if (rank.empty() || rank == "1") answer.pv_starts.clear();
    answer.pv_starts.push_back(word_after(line, "pv"));
    answer.nodes = word_after(line, "nodes");
  }
  return answer;
}

EngineProcess& start(EngineProcess& engine, const Variant& v, const std::string& options = "") {
  engine.send("setoption name UCI_Variant value " + v.name);
  std::istringstream in(options);
  for (std::string line; std::getline(in, line, ';');) engine.send("setoption name " + line);
  engine.send(v.position);
  REQUIRE(engine.sync().empty());  // every option was taken
  return engine;
}

// Whether `move` is a legal root action of the engine's position now.
bool legal_here(EngineProcess& engine, const Variant& v, const std::string& move) {
  std::string error;
  const std::string fen = engine.fen();
  if (v.name == kSanguo.name) {
    const auto pos = zhuge::sanguo::Position::from_fen(fen, error);
    return pos && zhuge::sanguo::parse_move(*pos, move).has_value();
  }
  const auto pos = zhuge::luzhanqi::Position::from_fen(fen, error);
  const auto action = zhuge::luzhanqi::parse_action(move);
  return pos && action && zhuge::luzhanqi::is_legal(*pos, *action, false);
}

// The `option name UCI_Elo ...` line of `uci`, with the range the ladders cover.
std::string elo_option(EngineProcess& engine) {
  engine.send("uci");
  const auto lines = engine.read_until("uciok");
  const auto elo = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
    return l.rfind("option name UCI_Elo ", 0) == 0;
  });
  REQUIRE(elo != lines.end());
  return *elo;
}

}  // namespace

TEST_CASE("levels: every Skill Level answers with a legal move", "[protocol][levels]") {
  for (const Variant& v : {kLuzhanqi, kSanguo}) {
    EngineProcess engine;
    start(engine, v);
    for (int level = 0; level <= 20; ++level) {
      INFO(v.name << " level " << level);
      engine.send("setoption name Skill Level value " + std::to_string(level));
      const Answer a = search(engine, "go movetime 50");
      CHECK(legal_here(engine, v, a.best));
    }
  }
}

TEST_CASE("levels: a level is reproducible for a fixed Seed", "[protocol][levels]") {
  for (const Variant& v : {kLuzhanqi, kSanguo}) {
    for (const int level : {0, 3, 8}) {
      INFO(v.name << " level " << level);
      const std::string options = "Seed value 7;Skill Level value " + std::to_string(level);
      EngineProcess first, second;
      start(first, v, options);
      start(second, v, options);
      // Each level's cap ends the search long before the time does.
      const Answer a = search(first, "go movetime 5000");
      const Answer b = search(second, "go movetime 5000");
      CHECK(a.best == b.best);
      CHECK(a.nodes == b.nodes);
    }
  }
}

TEST_CASE("levels: level 20 is full strength", "[protocol][levels]") {
  for (const Variant& v : {kLuzhanqi, kSanguo}) {
    INFO(v.name);
    EngineProcess plain, level20;
    start(plain, v);
    start(level20, v, "Skill Level value 3;Skill Level value 20;UCI_LimitStrength value false");
    const Answer a = search(plain, "go nodes 3000");
    const Answer b = search(level20, "go nodes 3000");
    CHECK(a.best == b.best);
    CHECK(a.nodes == b.nodes);
    CHECK(a.pv_starts == b.pv_starts);
  }
}

TEST_CASE("levels: with UCI_LimitStrength, UCI_Elo wins over Skill Level", "[protocol][levels]") {
  EngineProcess probe;
  const std::string min_elo = word_after(elo_option(probe), "min");
  for (const Variant& v : {kLuzhanqi, kSanguo}) {
    INFO(v.name);
    EngineProcess limited, level0, full;
    start(limited, v, "Skill Level value 20;UCI_LimitStrength value true;UCI_Elo value " + min_elo);
    start(level0, v, "Skill Level value 0");
    start(full, v, "UCI_Elo value " + min_elo);  // without UCI_LimitStrength it does nothing
    const Answer a = search(limited, "go nodes 50000");
    const Answer b = search(level0, "go nodes 50000");
    const Answer c = search(full, "go nodes 50000");
    CHECK(a.nodes == b.nodes);
    CHECK(a.best == b.best);
    CHECK(std::stoll(c.nodes) > std::stoll(a.nodes));
  }
}

TEST_CASE("levels: a weak level plays one of its best ranked moves", "[protocol][levels]") {
  for (const Variant& v : {kLuzhanqi, kSanguo}) {
    for (int seed = 1; seed <= 5; ++seed) {
      INFO(v.name << " seed " << seed);
      EngineProcess engine;
      start(engine, v, "MultiPV value 4;Skill Level value 0;Seed value " + std::to_string(seed));
      const Answer a = search(engine, "go movetime 5000");
      REQUIRE(a.pv_starts.size() == 4);
      CHECK(std::find(a.pv_starts.begin(), a.pv_starts.end(), a.best) != a.pv_starts.end());
    }
  }
}

TEST_CASE("levels: bad strength values get one error and change nothing", "[protocol][levels]") {
  EngineProcess engine;
  const std::string elo = elo_option(engine);
  const std::string below = std::to_string(std::stoi(word_after(elo, "min")) - 1);
  const std::string above = std::to_string(std::stoi(word_after(elo, "max")) + 1);
  // A new game reseeds the search, so the same search gives the same answer again.
  const std::string go = "ucinewgame\n" + kLuzhanqi.position + "\ngo nodes 3000";
  start(engine, kLuzhanqi);
  const Answer before = search(engine, go);
  for (const auto& [option, value] :
       std::vector<std::pair<std::string, std::string>>{{"Skill Level", "21"},
                                                        {"Skill Level", "-1"},
                                                        {"Skill Level", "strong"},
                                                        {"UCI_Elo", below},
                                                        {"UCI_Elo", above},
                                                        {"UCI_Elo", "1e3"},
                                                        {"UCI_LimitStrength", "maybe"}}) {
    INFO(option << " " << value);
    engine.send("setoption name " + option + " value " + value);
    const auto replies = engine.sync();
    REQUIRE(replies.size() == 1);
    CHECK(replies[0].rfind("info string error: ", 0) == 0);
    CHECK_THAT(replies[0], Catch::Matchers::Contains(option));
    CHECK_THAT(replies[0], Catch::Matchers::Contains("'" + value + "'"));
  }
  const Answer after = search(engine, go);
  CHECK(after.best == before.best);
  CHECK(after.nodes == before.nodes);
}
