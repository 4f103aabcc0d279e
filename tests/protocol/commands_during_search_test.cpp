// Commands that arrive while a search runs (docs/protocol.md, "Commands during a search"):
// scripts pipe whole games, and every command takes its turn.

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "protocol/command_queue.hpp"
#include "tests/protocol/engine_process.hpp"

using namespace std::chrono_literals;
using zhuge::protocol::kMaxWaitingCommands;
using zhuge::protocol::test::EngineProcess;
using Clock = std::chrono::steady_clock;

namespace {

bool starts_with(const std::string& line, const std::string& prefix) {
  return line.rfind(prefix, 0) == 0;
}

std::size_t count_starting(const std::vector<std::string>& lines, const std::string& prefix) {
  return std::count_if(lines.begin(), lines.end(),
                       [&](const std::string& l) { return starts_with(l, prefix); });
}

// Every line until the engine closes its output.
std::vector<std::string> read_to_end(EngineProcess& engine) {
  std::vector<std::string> lines;
  while (auto line = engine.read_line(20s)) lines.push_back(*line);
  return lines;
}

// The lines that each `printf '%s\n' 'a' 'b' ... | .../zhuge` of a shell block pipes.
std::vector<std::vector<std::string>> piped_scripts(const std::string& markdown) {
  std::string joined = std::regex_replace(markdown, std::regex("\\\\\n\\s*"), " ");
  std::vector<std::vector<std::string>> scripts;
  const std::regex printf_pipe("printf '%s\\\\n' (.*) \\| build/release/protocol/zhuge");
  const std::regex quoted("'([^']*)'");
  std::istringstream lines(joined);
  for (std::string line; std::getline(lines, line);) {
    std::smatch pipe;
    if (!std::regex_search(line, pipe, printf_pipe)) continue;
    std::vector<std::string> script;
    const std::string words = pipe[1];
    for (std::sregex_iterator it(words.begin(), words.end(), quoted), end; it != end; ++it) {
      script.push_back((*it)[1]);
    }
    scripts.push_back(script);
  }
  return scripts;
}

std::string readme() {
  std::ifstream file(ZHUGE_SOURCE_DIR "/README.md");
  REQUIRE(file);
  return {std::istreambuf_iterator<char>(file), {}};
}

// The FEN that a fresh engine shows after only the script's options and its last `position`.
std::string expected_fen(const std::vector<std::string>& script) {
  EngineProcess engine;
  std::string last_position;
  for (const auto& line : script) {
    if (starts_with(line, "setoption")) engine.send(line);
    if (starts_with(line, "position")) last_position = line;
  }
  engine.send(last_position);
  return engine.fen();
}

}  // namespace

TEST_CASE("commands during a search: the README's piped games run as printed",
          "[protocol][queue]") {
  const auto scripts = piped_scripts(readme());
  REQUIRE(scripts.size() == 2);  // one game of each variant
  for (const auto& script : scripts) {
    INFO(script.front());
    REQUIRE(script.back() == "quit");
    EngineProcess engine;
    for (const auto& line : script) engine.send(line);
    engine.close_input();
    const auto replies = read_to_end(engine);
    CHECK(engine.wait(5s) == 0);
    CHECK(count_starting(replies, "bestmove ") == 2);
    CHECK(count_starting(replies, "info string error") == 0);
    REQUIRE(count_starting(replies, "Fen: ") == 1);
    const auto fen = std::find_if(replies.begin(), replies.end(),
                                  [](const std::string& l) { return starts_with(l, "Fen: "); });
    CHECK(fen->substr(5) == expected_fen(script));
    // `d` is answered after both searches, not during one.
    CHECK(count_starting({fen, replies.end()}, "bestmove ") == 0);
  }
}

TEST_CASE("commands during a search: isready with nothing waiting is answered at once",
          "[protocol][queue]") {
  EngineProcess engine;
  engine.send("setoption name UCI_Variant value sanguo");
  engine.send("go movetime 20000");
  std::this_thread::sleep_for(200ms);  // the search has started: nothing waits
  // The promise is 50 ms; the quickest of a few answers keeps a loaded machine from failing it.
  auto quickest = Clock::duration::max();
  for (int i = 0; i < 5; ++i) {
    const auto sent = Clock::now();
    engine.send("isready");
    const auto lines = engine.read_until("readyok", 2s);
    REQUIRE_FALSE(lines.empty());
    CHECK(count_starting(lines, "bestmove") == 0);
    quickest = std::min(quickest, Clock::now() - sent);
  }
  CHECK(quickest < 50ms);
  engine.send("stop");
  CHECK_FALSE(engine.read_until("bestmove", 2s).empty());
}

TEST_CASE("commands during a search: isready behind a waiting setoption answers after it",
          "[protocol][queue]") {
  EngineProcess engine;
  engine.send("go movetime 300");
  engine.send("setoption name UCI_Variant value sanguo");
  engine.send("isready");
  const auto lines = engine.read_until("readyok", 5s);
  REQUIRE_FALSE(lines.empty());
  // The search ended by itself, then the option changed the game, then readyok.
  CHECK(count_starting(lines, "bestmove ") == 1);
  CHECK(count_starting(lines, "info string error") == 0);
  CHECK(engine.fen().find('|') != std::string::npos);  // sanguo's FEN joins the halves by |
}

TEST_CASE("commands during a search: quit with nothing waiting exits at once",
          "[protocol][queue]") {
  for (const char* go : {"go movetime 20000", "go nodes 1000000000", "go perft 7"}) {
    INFO(go);
    EngineProcess engine;
    engine.send(go);
    // readyok comes once the go has left the queue, its search started: then nothing waits.
    // (A fixed pause is not enough where the engine starts slowly, e.g. under a sanitizer: a
    // quit read while the go still waits takes its turn behind it, as a piped script needs.)
    engine.send("isready");
    REQUIRE_FALSE(engine.read_until("readyok", 20s).empty());
    const auto sent = Clock::now();
    engine.send("quit");
    CHECK(engine.wait(2s) == 0);
    CHECK(Clock::now() - sent < 1s);
  }
}

TEST_CASE("commands during a search: stop with commands waiting ends only the running search",
          "[protocol][queue]") {
  EngineProcess engine;
  engine.send("setoption name UCI_Variant value sanguo");
  engine.send("go movetime 20000");
  engine.send("go depth 4");
  std::this_thread::sleep_for(100ms);
  engine.send("stop");
  const auto first = engine.read_until("bestmove", 2s);
  REQUIRE_FALSE(first.empty());
  // The waiting search runs to its own limit, not cut short by the stop before it.
  const auto second = engine.read_until("bestmove", 20s);
  CHECK(count_starting(second, "info depth 4 ") == 1);
  CHECK(count_starting(second, "info depth 5 ") == 0);
}

TEST_CASE("commands during a search: a stop right behind go ends that go's search",
          "[protocol][queue]") {
  for (const char* go : {"go infinite", "go movetime 20000"}) {
    INFO(go);
    EngineProcess engine;
    engine.send(std::string(go) + "\nstop");  // one write: both lines arrive together
    const auto sent = Clock::now();
    CHECK_FALSE(engine.read_until("bestmove", 2s).empty());
    CHECK(Clock::now() - sent < 1s);
  }
}

TEST_CASE("commands during a search: during go infinite a command is refused, d is answered",
          "[protocol][queue]") {
  // A ponder, before ponderhit, is a search that only `stop` ends, too.
  for (const char* go : {"go infinite", "go ponder rtime 3000 btime 3000"}) {
    INFO(go);
    EngineProcess engine;
    engine.send(go);
    for (const char* command : {"setoption name Seed value 3", "ucinewgame", "go perft 1"}) {
      engine.send(command);
    }
    engine.send("d");
    const auto lines = engine.read_until("Fen: ", 2s);
    REQUIRE_FALSE(lines.empty());
    CHECK(count_starting(lines, "info string error: setoption: a search is running") == 1);
    CHECK(count_starting(lines, "info string error: ucinewgame: a search is running") == 1);
    CHECK(count_starting(lines, "info string error: go: a search is running") == 1);
    CHECK(count_starting(lines, "bestmove") == 0);
    engine.send("stop");
    CHECK_FALSE(engine.read_until("bestmove", 2s).empty());
  }
}

TEST_CASE("commands during a search: the wait is bounded, with an error per line past it",
          "[protocol][queue]") {
  EngineProcess engine;
  // A search that ends by itself, but not soon (a timed search from the start would end at
  // once: its first flip is the only choice there is).
  engine.send("go nodes 1000000000");  // input line 1
  engine.send("isready");              // line 2: readyok once the search has started
  REQUIRE_FALSE(engine.read_until("readyok", 20s).empty());
  constexpr std::size_t kOver = 3;
  std::string flood;
  for (std::size_t i = 0; i < kMaxWaitingCommands + kOver; ++i) {
    flood += "setoption name Seed value " + std::to_string(i) + '\n';
  }
  engine.send_raw(flood);
  std::vector<std::string> errors;
  while (errors.size() < kOver) {
    const auto line = engine.read_line(5s);
    REQUIRE(line);
    if (starts_with(*line, "info string error")) errors.push_back(*line);
  }
  for (std::size_t i = 0; i < kOver; ++i) {
    const std::size_t number = 3 + kMaxWaitingCommands + i;
    CHECK(errors[i] == "info string error: input line " + std::to_string(number) + ": " +
                           std::to_string(kMaxWaitingCommands) +
                           " commands already wait for the search; ignored");
  }
  engine.send("stop");
  // The search ends, then the commands that waited run without complaint.
  const auto lines = engine.read_until("bestmove", 2s);
  REQUIRE_FALSE(lines.empty());
  CHECK(count_starting(lines, "info string error") == 0);
  std::this_thread::sleep_for(100ms);  // the waiting lines run; isready would be one too many
  CHECK(count_starting(engine.sync(), "info string error") == 0);
}

TEST_CASE("commands during a search: readyok comes after the output of the command before it",
          "[protocol][queue]") {
  EngineProcess engine;
  // Each bad position's error must come before the readyok behind it, however the threads run.
  for (int i = 0; i < 200; ++i) {
    engine.send("position fen 2f2/5/5/5/5/5/5/5/5/1?3/5/2F2 r k 0 1\nisready");
    const auto lines = engine.read_until("readyok", 5s);
    REQUIRE(lines.size() == 2);
    CHECK(starts_with(lines[0], "info string error: position: "));
  }
}

TEST_CASE("commands during a search: the three threads of one engine, in one process",
          "[protocol][queue][threads]") {
  // Under ThreadSanitizer: the input, command and search threads share the game and the stop.
  for (const char* variant : {"luzhanqi-flip", "sanguo"}) {
    INFO(variant);
    // Whatever the timing, the stop ends only the first search, and the input's end the last.
    const auto lines = zhuge::protocol::test::run_in_process(
        std::string("setoption name UCI_Variant value ") + variant +
        "\nsetoption name Hash value 1\ngo nodes 200\nstop\nd\n"
        "go movetime 30\nisready\nposition startpos\ngo nodes 100\nd\n"
        "go infinite\nd\nposition startpos\n");
    CHECK(count_starting(lines, "bestmove ") == 4);
    CHECK(count_starting(lines, "readyok") == 1);
    CHECK(count_starting(lines, "Fen: ") == 3);
    CHECK(count_starting(lines, "info string error: position: a search is running") == 1);
    CHECK(count_starting(lines, "info string error") == 1);
  }
}
