// Pondering (docs/protocol.md, "Pondering"): `go ponder` searches until `stop` or `ponderhit`;
// `ponderhit` goes on with the same search on the clock; `bestmove m ponder p` names a reply.

#include <catch2/catch.hpp>

#include <sstream>
#include <thread>

#include "tests/protocol/engine_process.hpp"

using namespace std::chrono_literals;
using zhuge::protocol::test::EngineProcess;
using Clock = std::chrono::steady_clock;

namespace {

struct Variant {
  std::string name;
  std::string position;  // `position ...` with moves, so that colours exist
  std::string clock;     // the clock fields of `go`
};

const std::vector<Variant>& variants() {
  static const std::vector<Variant> all{
      {"luzhanqi-flip", "position startpos moves a1a1R", "rtime 3000 btime 3000"},
      {"sanguo", "position startpos", "rtime 3000 gtime 3000 btime 3000"}};
  return all;
}

bool starts_with(const std::string& line, const std::string& prefix) {
  return line.rfind(prefix, 0) == 0;
}

std::size_t count_starting(const std::vector<std::string>& lines, const std::string& prefix) {
  return std::count_if(lines.begin(), lines.end(),
                       [&](const std::string& l) { return starts_with(l, prefix); });
}

// A fresh engine playing `variant`, at its position, its table or tree made: a first search
// makes it, which takes a sanguo search of 100 ms most of its time on a loaded machine.
void set_up(EngineProcess& engine, const Variant& variant) {
  engine.send("setoption name UCI_Variant value " + variant.name);
  engine.send(variant.position);
  engine.send("go depth 1");
  REQUIRE_FALSE(engine.read_until("bestmove", 5s).empty());
}

// Starts a ponder on the variant's clock and checks that no bestmove comes for `wait`: the
// clock allows far less, but a ponder only starts timing at ponderhit.
void ponder(EngineProcess& engine, const Variant& variant, std::chrono::milliseconds wait) {
  engine.send("go ponder " + variant.clock);
  CHECK(engine.read_until("bestmove", wait).empty());
}

// The number after `field` in the last `info depth` line of `lines`; 0 if there is none.
std::uint64_t last_info(const std::vector<std::string>& lines, const std::string& field) {
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    if (!starts_with(*it, "info depth ")) continue;
    std::istringstream words(*it);
    for (std::string word; words >> word;) {
      std::uint64_t value = 0;
      if (word == field && words >> value) return value;
    }
  }
  return 0;
}

// The words of a `bestmove` line: the move and, if named, the expected reply.
std::pair<std::string, std::string> bestmove_of(const std::vector<std::string>& lines) {
  REQUIRE_FALSE(lines.empty());
  std::istringstream words(lines.back());
  std::string keyword, best, ponder, reply;
  words >> keyword >> best >> ponder >> reply;
  REQUIRE(keyword == "bestmove");
  return {best, ponder == "ponder" ? reply : ""};
}

// Whether the engine takes `position` without an error.
bool accepts(EngineProcess& engine, const std::string& position) {
  engine.send(position);
  return count_starting(engine.sync(), "info string error") == 0;
}

// A luzhanqi action as `position` takes it: a flip (`c3c3`, square twice) gets the first
// outcome the position allows, as the GUI's deal would give one; a move stays as it is.
std::string played(EngineProcess& engine, const std::string& moves, const std::string& action) {
  const bool flip = action.substr(0, action.size() / 2) == action.substr(action.size() / 2);
  if (!flip) return action;
  for (const char piece : std::string("MGDRCJKTSBLFmgdrcjktsblf")) {
    const std::string outcome = action + piece;
    if (accepts(engine, moves + " " + outcome)) return outcome;
  }
  FAIL("no outcome of " << action << " is legal after " << moves);
  return action;
}

}  // namespace

TEST_CASE("ponder: stop ends a ponder with bestmove within 50 ms", "[protocol][ponder]") {
  for (const Variant& variant : variants()) {
    INFO(variant.name);
    EngineProcess engine;
    set_up(engine, variant);
    // The quickest of a few answers keeps a loaded machine from failing the promise.
    auto quickest = Clock::duration::max();
    for (int i = 0; i < 5; ++i) {
      ponder(engine, variant, 300ms);
      const auto sent = Clock::now();
      engine.send("stop");
      const auto lines = engine.read_until("bestmove", 2s);
      REQUIRE_FALSE(lines.empty());
      quickest = std::min(quickest, Clock::now() - sent);
    }
    CHECK(quickest < 50ms);
    const auto after = engine.sync();
    CHECK(count_starting(after, "bestmove") == 0);
    CHECK(count_starting(after, "info string error") == 0);
  }
}

TEST_CASE("ponder: after ponderhit bestmove comes by the clock, counted from the ponderhit",
          "[protocol][ponder]") {
  for (const Variant& variant : variants()) {
    INFO(variant.name);
    EngineProcess engine;
    set_up(engine, variant);
    ponder(engine, variant, 500ms);
    const auto sent = Clock::now();
    engine.send("ponderhit");
    const auto lines = engine.read_until("bestmove", 3s);
    REQUIRE_FALSE(lines.empty());
    // 3 s on the clock allows a move far below 1.5 s (at most half the clock).
    CHECK(Clock::now() - sent < 1500ms);
    CHECK(count_starting(engine.sync(), "info string error") == 0);
  }
}

TEST_CASE("ponder: ponderhit goes on with the same search, not a new one", "[protocol][ponder]") {
  for (const Variant& variant : variants()) {
    INFO(variant.name);
    // A search of 100 ms alone, in its own engine so that no tree or table carries over.
    EngineProcess alone;
    set_up(alone, variant);
    alone.send("go movetime 100");
    const std::uint64_t alone_nodes = last_info(alone.read_until("bestmove", 3s), "nodes");
    REQUIRE(alone_nodes > 0);

    EngineProcess engine;
    set_up(engine, variant);
    engine.send("go ponder movetime 100");
    std::this_thread::sleep_for(800ms);
    engine.send("ponderhit");
    const auto lines = engine.read_until("bestmove", 3s);
    // The 100 ms after the ponderhit add to the 800 ms of pondering.
    CHECK(last_info(lines, "nodes") > 2 * alone_nodes);
  }
}

TEST_CASE("ponder: a ponderhit that arrives with its go ponder takes effect",
          "[protocol][ponder]") {
  for (const Variant& variant : variants()) {
    INFO(variant.name);
    EngineProcess engine;
    set_up(engine, variant);
    engine.send("go ponder movetime 50\nponderhit");  // one write: both lines arrive together
    CHECK_FALSE(engine.read_until("bestmove", 2s).empty());
    CHECK(count_starting(engine.sync(), "info string error") == 0);
  }
}

TEST_CASE("ponder: ponderhit without a ponder is refused and changes nothing",
          "[protocol][ponder]") {
  EngineProcess engine;
  const std::string error = "info string error: ponderhit: no ponder search is running";
  engine.send("ponderhit");
  auto lines = engine.sync();
  CHECK(lines.size() == 1);
  CHECK(count_starting(lines, error) == 1);
  // During a timed search: refused once it is its turn, and the search keeps its own limit.
  engine.send("go movetime 200");
  engine.send("ponderhit");
  lines = engine.read_until(error, 3s);
  CHECK(count_starting(lines, "bestmove") == 1);
  // After stop ended the ponder, and with an argument.
  engine.send("go ponder");
  engine.send("stop");
  CHECK_FALSE(engine.read_until("bestmove", 2s).empty());
  engine.send("ponderhit");
  engine.send("go ponder");
  engine.send("ponderhit now");
  lines = engine.sync();
  CHECK(count_starting(lines, error) == 1);
  CHECK(count_starting(lines, "info string error: ponderhit: takes no arguments") == 1);
  CHECK(count_starting(lines, "info string error") == 2);
  engine.send("stop");
  CHECK_FALSE(engine.read_until("bestmove", 2s).empty());
}

TEST_CASE("ponder: bestmove names a legal expected reply", "[protocol][ponder]") {
  SECTION("luzhanqi: the reply, flip or move, is legal after the best action") {
    EngineProcess engine;
    const std::string moves = "position startpos moves a1a1R";
    engine.send(moves);
    engine.send("go nodes 20000");
    const auto [best, reply] = bestmove_of(engine.read_until("bestmove", 10s));
    REQUIRE_FALSE(reply.empty());
    const std::string after = moves + " " + played(engine, moves, best);
    CHECK(accepts(engine, after + " " + played(engine, after, reply)));
  }
  SECTION("sanguo: the next kingdom's move, legal after the best move") {
    EngineProcess engine;
    engine.send("setoption name UCI_Variant value sanguo");
    engine.send("position startpos");
    engine.send("go depth 5");
    const auto [best, reply] = bestmove_of(engine.read_until("bestmove", 10s));
    REQUIRE_FALSE(reply.empty());
    CHECK(accepts(engine, "position startpos moves " + best + " " + reply));
    CHECK_FALSE(accepts(engine, "position startpos moves " + reply));  // not the same kingdom's
  }
}

TEST_CASE("ponder: luzhanqi keeps the pondered tree below the flip that was played",
          "[protocol][ponder]") {
  // The GUI ponders on the position after the engine's move when the reply is a flip, then
  // sends stop and the position with the flip's outcome (docs/protocol.md, "Pondering").
  EngineProcess engine;
  const std::string moves = "position startpos moves a1a1R";
  engine.send(moves);
  engine.send("go nodes 5000");
  const auto [best, reply] = bestmove_of(engine.read_until("bestmove", 10s));
  const std::string after = moves + " " + played(engine, moves, best);
  engine.send(after);
  engine.send("go ponder");
  std::this_thread::sleep_for(500ms);
  engine.send("stop");
  const auto [opponent, unused] = bestmove_of(engine.read_until("bestmove", 2s));
  engine.send(after + " " + played(engine, after, opponent));
  engine.send("go nodes 100");
  const auto lines = engine.read_until("bestmove", 5s);
  REQUIRE(count_starting(lines, "info string tree reused: ") == 1);
  const auto reused = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
    return starts_with(l, "info string tree reused: ");
  });
  CHECK(std::stoull(reused->substr(std::string("info string tree reused: ").size())) > 100);
}

TEST_CASE("ponder: the three threads of one engine through ponder and ponderhit",
          "[protocol][ponder][threads]") {
  // Under ThreadSanitizer: ponderhit from the input or the command thread while the search
  // thread reads the deadlines it sets. The last ponderhit comes after its ponder has ended.
  for (const Variant& variant : variants()) {
    INFO(variant.name);
    const auto lines = zhuge::protocol::test::run_in_process(
        "setoption name UCI_Variant value " + variant.name + "\n" + variant.position +
        "\ngo ponder movetime 30\nponderhit\nisready\ngo ponder " + variant.clock +
        "\nponderhit\nponderhit\n");
    CHECK(count_starting(lines, "bestmove ") == 2);
    CHECK(count_starting(lines, "readyok") == 1);
    CHECK(count_starting(lines, "info string error: ponderhit: no ponder search") == 1);
    CHECK(count_starting(lines, "info string error") == 1);
  }
}
