// Whole sessions with the real binary over pipes, as a GUI drives it.

#include <catch2/catch.hpp>

#include <fstream>
#include <optional>
#include <string>

#include "engine/luzhanqi/deal.hpp"
#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/position.hpp"
#include "tests/protocol/engine_process.hpp"

using namespace std::chrono_literals;
using zhuge::protocol::test::EngineProcess;

namespace {

std::string bestmove_of(const std::vector<std::string>& lines) {
  REQUIRE_FALSE(lines.empty());
  // The move, without the `ponder` reply that may follow it.
  const std::string rest = lines.back().substr(std::string("bestmove ").size());
  return rest.substr(0, rest.find(' '));
}

std::string join(const std::vector<std::string>& moves) {
  std::string text;
  for (const auto& m : moves) text += ' ' + m;
  return text;
}

}  // namespace

TEST_CASE("session: uci lists the options and ends with uciok", "[protocol][session]") {
  EngineProcess engine;
  engine.send("uci");
  const auto lines = engine.read_until("uciok");
  REQUIRE_FALSE(lines.empty());
  CHECK(lines[0].rfind("id name Zhuge", 0) == 0);
  for (const char* option :
       {"UCI_Variant", "Threads", "Hash", "Seed", "FlagBearers", "MoveOverhead", "Player"}) {
    INFO(option);
    CHECK(std::count_if(lines.begin(), lines.end(), [&](const std::string& l) {
            return l.rfind(std::string("option name ") + option + " type", 0) == 0;
          }) == 1);
  }
}

TEST_CASE("session: a full luzhanqi game, flip outcomes fed back from the true deal",
          "[protocol][session]") {
  using namespace zhuge::luzhanqi;
  zhuge::Rng rng(17);
  const Deal deal = sample_deal(Position::start(), rng);
  for (const char* player : {"greedy", "random", "star1"}) {
    EngineProcess engine;
    engine.send(std::string("setoption name Player value ") + player);
    Position pos = Position::start();
    std::vector<std::string> moves;
    while (!game_result(pos) && moves.size() < 300) {
      engine.send("position startpos moves" + join(moves));
      engine.send("go nodes 2000");  // the baselines answer after one ply whatever the budget
      const std::string best = bestmove_of(engine.read_until("bestmove"));
      auto action = parse_action(best);
      INFO(pos.fen() << " bestmove " << best);
      REQUIRE(action);
      if (action->is_flip()) {
        CHECK(action->reveal == Piece::Hidden);  // the engine never names an outcome
        action->reveal = deal[action->from];
      }
      REQUIRE(is_legal(pos, *action, true));
      pos.make(*action);
      moves.push_back(to_string(*action));
    }
    engine.send("position startpos moves" + join(moves));
    CHECK(engine.fen() == pos.fen());
    if (game_result(pos)) {
      engine.send("go movetime 10");
      CHECK(engine.read_until("bestmove").back() == "bestmove (none)");
    }
  }
}

TEST_CASE("session: a full sanguo game among three seats, with and without flag-bearers",
          "[protocol][session]") {
  using namespace zhuge::sanguo;
  for (const bool flag_bearers : {true, false}) {
    for (const char* player : {"greedy", "random"}) {
      EngineProcess engine;
      engine.send("setoption name UCI_Variant value sanguo");
      engine.send(std::string("setoption name FlagBearers value ") +
                  (flag_bearers ? "true" : "false"));
      engine.send(std::string("setoption name Player value ") + player);
      Position pos = Position::start(flag_bearers);
      std::vector<std::string> moves;
      while (!pos.result() && moves.size() < 300) {
        engine.send("position startpos moves" + join(moves));
        engine.send("go rtime 1000 gtime 1000 btime 1000");
        const std::string best = bestmove_of(engine.read_until("bestmove"));
        INFO(pos.fen() << " bestmove " << best);
        const auto move = parse_move(pos, best);
        REQUIRE(move);
        pos.make(*move);
        moves.push_back(best);
      }
      engine.send("position startpos moves" + join(moves));
      CHECK(engine.fen() == pos.fen());
    }
  }
}

TEST_CASE("session: a flip outcome sent back shows on the board", "[protocol][session]") {
  EngineProcess engine;
  engine.send("position startpos moves c3c3M a1a1k");
  CHECK(engine.fen() ==
        "?????/?????/?1?1?/??1??/?1?1?/?????/?????/?1?1?/??1??/?1M1?/?????/k???? r "
        "GDDRRCCJJKKKTTTSSSBBLLLFmgddrrccjjkktttsssbblllf 0 2");
}

TEST_CASE("session: isready and stop are answered during go infinite", "[protocol][session]") {
  EngineProcess engine;
  engine.send("position startpos");
  engine.send("go infinite");
  engine.send("isready");
  const auto ready = engine.read_until("readyok", 2s);
  REQUIRE_FALSE(ready.empty());
  for (const auto& line : ready) CHECK(line.rfind("bestmove", 0) != 0);
  const auto stopped_at = std::chrono::steady_clock::now();
  engine.send("stop");
  const auto lines = engine.read_until("bestmove", 2s);
  REQUIRE_FALSE(lines.empty());
  // The promise is 50 ms; the bound here leaves room for a loaded test machine.
  CHECK(std::chrono::steady_clock::now() - stopped_at < 1s);
}

TEST_CASE("session: quit ends a search and the process; so does end of input",
          "[protocol][session]") {
  {
    EngineProcess engine;
    engine.send("go infinite");
    engine.send("quit");
    CHECK(engine.wait(2s) == 0);
  }
  {
    EngineProcess engine;
    engine.send("go infinite");
    engine.close_input();
    CHECK(engine.wait(2s) == 0);
  }
}

TEST_CASE("session: go perft prints divide and the total", "[protocol][session]") {
  EngineProcess engine;
  engine.send("go perft 1");
  const auto lines = engine.read_until("Nodes searched:");
  REQUIRE(lines.size() == 1202);
  CHECK(lines[0] == "a10a10B: 1");
  CHECK(lines[1200].empty());
  CHECK(lines[1201] == "Nodes searched: 1200");
}

TEST_CASE("session: stop and quit end a long go perft", "[protocol][session]") {
  // perft 6 of either game runs for hours; both must still answer at once.
  for (const char* variant : {"luzhanqi-flip", "sanguo"}) {
    INFO(variant);
    {
      EngineProcess engine;
      engine.send(std::string("setoption name UCI_Variant value ") + variant);
      engine.send("go perft 6");
      engine.send("isready");
      REQUIRE_FALSE(engine.read_until("readyok", 2s).empty());
      engine.send("stop");
      const auto lines = engine.read_until("info string perft stopped", 2s);
      REQUIRE(lines.size() == 1);  // no partial counts
      engine.send("go perft 1");   // and the engine counts again afterwards
      CHECK_FALSE(engine.read_until("Nodes searched:", 2s).empty());
    }
    EngineProcess engine;
    engine.send(std::string("setoption name UCI_Variant value ") + variant);
    engine.send("go perft 6");
    engine.sync();  // the count runs and nothing waits, so quit acts at once
    engine.send("quit");
    CHECK(engine.wait(2s) == 0);
  }
}

TEST_CASE("session: command-line options equal setoption", "[protocol][session]") {
  EngineProcess engine({"--player", "random", "--seed", "5"});
  engine.send("uci");
  const auto lines = engine.read_until("uciok");
  CHECK(std::count(lines.begin(), lines.end(),
                   "option name Player type combo default search var random var greedy var pimc "
                   "var ismcts var star1 var search") == 1);
  // The values took effect: a random player with seed 5 picks the same flip each time.
  engine.send("go nodes 1");
  const auto first = engine.read_until("bestmove").back();
  EngineProcess again;
  again.send("setoption name Player value random");
  again.send("setoption name Seed value 5");
  again.send("go nodes 1");
  CHECK(again.read_until("bestmove").back() == first);
}

TEST_CASE("session: a long luzhanqi search in a tiny Hash stays within it", "[protocol][session]") {
  using namespace zhuge::luzhanqi;
  const std::string fen =
      "?L?ds/1????/?t?2/??1??/?j2?/???2/?1?R?/?3?/?lt?F/?1?1S/?JB1?/?K??b b "
      "MDDRCCJKKTTTSSLLmgdrccjkktssllf 3 60";
  EngineProcess engine;
  engine.send("setoption name Hash value 1");
  engine.send("position fen " + fen);
  engine.send("go nodes 100000");  // the 1 MB tree is full after a few thousand
  const auto lines = engine.read_until("bestmove");
  REQUIRE(lines.size() >= 2);
  CHECK(lines[lines.size() - 2].find(" nodes 100000 ") != std::string::npos);
  const std::string& last = lines[lines.size() - 2];
  const auto hashfull = last.find(" hashfull ");
  REQUIRE(hashfull != std::string::npos);
  CHECK(std::stoi(last.substr(hashfull + 10)) >= 990);  // full, up to the last few nodes
  std::string error;
  const auto pos = Position::from_fen(fen, error);
  REQUIRE(pos);
  const auto best = parse_action(bestmove_of(lines));
  REQUIRE(best);
  CHECK(is_legal(*pos, *best, false));
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)  // their shadow memory
  // The whole process, tree included, stays under Hash + 32 MB.
  std::ifstream status("/proc/" + std::to_string(engine.pid()) + "/status");
  std::string line;
  std::optional<long> peak_kb;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) peak_kb = std::stol(line.substr(6));
  }
  REQUIRE(peak_kb);
  CHECK(*peak_kb <= (1 + 32) * 1024);
#endif
}
