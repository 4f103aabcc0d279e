// MultiPV, go searchmoves, the analysis of every root action and luzhanqi's wdl, through the real
// binary as a GUI sees them.

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/luzhanqi/movegen.hpp"
#include "engine/sanguo/movegen.hpp"
#include "protocol/engine_options.hpp"
#include "tests/luzhanqi/helpers.hpp"
#include "tests/protocol/engine_process.hpp"

using zhuge::protocol::test::EngineProcess;

namespace {

const std::string kLuzhanqiMidgame = "position startpos moves c3c3M a1a1k";

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The word after `key` in `line`, or "" without one.
std::string field(const std::string& line, const std::string& key) {
  const auto w = words(line);
  const auto it = std::find(w.begin(), w.end(), key);
  return it == w.end() || it + 1 == w.end() ? "" : *(it + 1);
}

bool is_info_with_pv(const std::string& line) {
  return line.rfind("info depth ", 0) == 0 && line.find(" pv ") != std::string::npos;
}

// The lines of the last report before `bestmove`, by multipv number (1 for a line without one).
std::map<int, std::string> last_report(const std::vector<std::string>& lines) {
  std::map<int, std::string> report;
  for (const auto& line : lines) {
    if (!is_info_with_pv(line)) continue;
    const std::string rank = field(line, "multipv");
    const int k = rank.empty() ? 1 : std::stoi(rank);
    if (k == 1) report.clear();  // a new report starts with its best line
    report[k] = line;
  }
  return report;
}

std::string bestmove(const std::vector<std::string>& lines) {
  REQUIRE_FALSE(lines.empty());
  REQUIRE(lines.back().rfind("bestmove ", 0) == 0);
  // The move, without the `ponder` reply that may follow it.
  const std::string rest = lines.back().substr(9);
  return rest.substr(0, rest.find(' '));
}

// Each `info string outcomes multipv k` line follows the line of rank k, a flip, and lists
// outcomes as piece letter, cp and visits, the visits adding up to at most the flip's.
void check_flip_outcomes(const std::vector<std::string>& lines) {
  int seen = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const auto w = words(lines[i]);
    if (w.size() < 5 || w[2] != "outcomes") continue;
    ++seen;
    INFO(lines[i - 1] << '\n' << lines[i]);
    CHECK(field(lines[i - 1], "multipv") == w[4]);
    const std::string flip = field(lines[i - 1], "pv");
    REQUIRE(flip.size() >= 4);
    CHECK(flip.substr(0, flip.size() / 2) == flip.substr(flip.size() / 2));  // e.g. c3c3
    REQUIRE((w.size() - 5) % 3 == 0);
    long visits = 0;
    for (std::size_t j = 5; j < w.size(); j += 3) {
      CHECK(w[j].size() == 1);
      CHECK(w[j].find_first_of("MGDRCJKTSBLFmgdrcjktsblf") == 0);
      visits += std::stol(w[j + 2]);
    }
    CHECK(visits <= std::stol(field(lines[i - 1], "visits")));
  }
  CHECK(seen > 0);
}

}  // namespace

TEST_CASE("analysis: uci declares MultiPV once, as a spin up to every root action",
          "[protocol][analysis]") {
  EngineProcess engine;
  engine.send("uci");
  const auto lines = engine.read_until("uciok");
  const std::string expected = "option name MultiPV type spin default 1 min 1 max " +
                               std::to_string(zhuge::protocol::max_multipv());
  CHECK(std::count(lines.begin(), lines.end(), expected) == 1);
  CHECK(zhuge::protocol::max_multipv() >= zhuge::luzhanqi::ActionList::kCapacity);
  CHECK(zhuge::protocol::max_multipv() >= zhuge::sanguo::MoveList::kCapacity);
}

TEST_CASE("analysis: MultiPV 1 writes the single line of before", "[protocol][analysis]") {
  for (const char* variant : {"luzhanqi-flip", "sanguo"}) {
    INFO(variant);
    EngineProcess engine;
    engine.send(std::string("setoption name UCI_Variant value ") + variant);
    engine.send("go nodes 2000");
    const auto lines = engine.read_until("bestmove");
    std::size_t scored = 0;
    for (const auto& line : lines) {
      CHECK(line.find("multipv") == std::string::npos);
      CHECK(line.find(" visits ") == std::string::npos);
      if (is_info_with_pv(line)) ++scored;
    }
    CHECK(scored > 0);
  }
}

TEST_CASE("analysis: luzhanqi MultiPV 3 gives three distinct actions ranked by visits",
          "[protocol][analysis]") {
  EngineProcess engine;
  engine.send(kLuzhanqiMidgame);
  engine.send("setoption name MultiPV value 3");
  engine.send("go nodes 3000");
  const auto lines = engine.read_until("bestmove");
  const auto report = last_report(lines);
  REQUIRE(report.size() == 3);
  std::set<std::string> firsts;
  long previous_visits = -1;
  for (const auto& [k, line] : report) {
    INFO(line);
    firsts.insert(field(line, "pv"));
    CHECK(!field(line, "score").empty());
    const long visits = std::stol(field(line, "visits"));
    if (previous_visits >= 0) CHECK(visits <= previous_visits);
    previous_visits = visits;
  }
  CHECK(firsts.size() == 3);
  CHECK(bestmove(lines) == field(report.at(1), "pv"));
}

TEST_CASE("analysis: sanguo MultiPV 3 gives three distinct moves with ordered scores and values",
          "[protocol][analysis]") {
  EngineProcess engine;
  engine.send("setoption name UCI_Variant value sanguo");
  engine.send("setoption name MultiPV value 3");
  engine.send("go depth 3");
  const auto lines = engine.read_until("bestmove");
  const auto report = last_report(lines);
  REQUIRE(report.size() == 3);
  std::set<std::string> firsts;
  int previous = 1 << 30;
  for (const auto& [k, line] : report) {
    INFO(line);
    firsts.insert(field(line, "pv"));
    const int score = std::stoi(field(line, "cp"));
    CHECK(score <= previous);
    previous = score;
    // Each line is followed by its kingdoms' values, which name its rank.
    const auto at = std::find(lines.begin(), lines.end(), line);
    REQUIRE(at + 1 != lines.end());
    CHECK((at + 1)->rfind("info string values multipv " + std::to_string(k) + " r ", 0) == 0);
  }
  CHECK(firsts.size() == 3);
  CHECK(bestmove(lines) == field(report.at(1), "pv"));
}

TEST_CASE("analysis: searchmoves limits the choice in both games", "[protocol][analysis]") {
  struct Case {
    const char* variant;
    std::string position;
    std::set<std::string> allowed;
  };
  for (const Case& c : {Case{"luzhanqi-flip", kLuzhanqiMidgame, {"b1b1", "e5e5"}},
                        Case{"sanguo", "position startpos", {"ra1ra2", "ri1ri2"}}}) {
    INFO(c.variant);
    EngineProcess engine;
    engine.send(std::string("setoption name UCI_Variant value ") + c.variant);
    engine.send(c.position);
    engine.send("setoption name MultiPV value 5");
    std::string go = "go nodes 2000 searchmoves";
    for (const auto& m : c.allowed) go += ' ' + m;
    engine.send(go);
    const auto lines = engine.read_until("bestmove");
    CHECK(c.allowed.count(bestmove(lines)) == 1);
    for (const auto& line : lines) {
      if (is_info_with_pv(line)) CHECK(c.allowed.count(field(line, "pv")) == 1);
    }
    CHECK(last_report(lines).size() == 2);
    // The one-ply players keep to the list too; their one line is their choice.
    for (const char* player : {"greedy", "random"}) {
      INFO(player);
      engine.send(std::string("setoption name Player value ") + player);
      for (int round = 0; round < 8; ++round) {
        engine.send(go);
        CHECK(c.allowed.count(bestmove(engine.read_until("bestmove"))) == 1);
      }
    }
  }
}

TEST_CASE("analysis: MultiPV at its maximum lists every root action", "[protocol][analysis]") {
  using namespace zhuge;
  const std::string max = std::to_string(protocol::max_multipv());
  {
    EngineProcess engine;
    engine.send(kLuzhanqiMidgame);
    const std::string fen = engine.fen();
    zhuge::luzhanqi::ActionList legal;
    zhuge::luzhanqi::generate_actions(zhuge::luzhanqi::test::position(fen), legal);
    engine.send("setoption name MultiPV value " + max);
    engine.send("go nodes 3000");
    const auto lines = engine.read_until("bestmove");
    CHECK(int(last_report(lines).size()) == legal.size());
    check_flip_outcomes(lines);
  }
  {
    EngineProcess engine;
    engine.send("setoption name UCI_Variant value sanguo");
    zhuge::sanguo::MoveList legal;
    zhuge::sanguo::generate_legal(zhuge::sanguo::Position::start(true), legal);
    engine.send("setoption name MultiPV value " + max);
    engine.send("go depth 1");
    const auto report = last_report(engine.read_until("bestmove"));
    CHECK(int(report.size()) == legal.size());
  }
}

TEST_CASE("analysis: luzhanqi wdl has draws near the move limit and sums to 1000",
          "[protocol][analysis]") {
  using zhuge::luzhanqi::test::board_field;
  // Four plies before the move limit with two pieces each, far apart: a draw.
  const std::string fen =
      board_field({{"b1", 'F'}, {"c1", 'K'}, {"b12", 'f'}, {"c12", 'k'}}) + " r - 116 300";
  EngineProcess engine;
  engine.send("position fen " + fen);
  engine.send("go nodes 3000");
  const auto report = last_report(engine.read_until("bestmove"));
  REQUIRE(report.size() == 1);
  const auto w = words(report.at(1));
  const auto at = std::find(w.begin(), w.end(), "wdl");
  REQUIRE(w.end() - at > 3);
  const int win = std::stoi(at[1]), draw = std::stoi(at[2]), loss = std::stoi(at[3]);
  CHECK(draw > 500);
  CHECK(win >= 0);
  CHECK(loss >= 0);
  CHECK(win + draw + loss == 1000);
}
