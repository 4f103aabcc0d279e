// Short real matches of zhuge against itself through zhuge-match: they complete, every record
// replays legally, and an engine that exits mid-game loses by `disconnect` while the match goes on.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/json_summary.hpp"
#include "tools/match/replay.hpp"

using namespace zhuge::match;
namespace fs = std::filesystem;

namespace {

struct MatchOutput {
  std::vector<GameRecord> records;
  std::vector<GameRecord> summaries;
};

// Runs zhuge-match with `args`, records and summary going to fresh files.
MatchOutput run_match(const std::string& name, const std::string& args) {
  const fs::path dir = fs::temp_directory_path() / ("zhuge-match-test-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string records = (dir / "games.txt").string();
  const std::string summary = (dir / "games.jsonl").string();
  const std::string command = std::string(ZHUGE_MATCH_BINARY) + " " + args + " --records " +
                              records + " --summary " + summary + " > " +
                              (dir / "report.txt").string();
  REQUIRE(std::system(command.c_str()) == 0);
  MatchOutput out;
  std::ifstream record_file(records);
  std::string error;
  auto parsed = read_records(record_file, error);
  INFO(error);
  REQUIRE(parsed);
  out.records = std::move(*parsed);
  std::ifstream summary_file(summary);
  for (std::string line; std::getline(summary_file, line);) {
    auto game = parse_summary_line(line, error);
    REQUIRE(game);
    out.summaries.push_back(std::move(*game));
  }
  return out;
}

std::string zhuge_engine(const std::string& name, const std::string& player) {
  return std::string("--engine cmd=") + ZHUGE_BINARY + " name=" + name +
         " option.Player=" + player + " nodes=1 st=2";
}

std::string quitter(int moves) {
  return std::string("--engine \"cmd=") + ZHUGE_MATCH_TEST_DIR + "/exiting_engine.sh " +
         std::to_string(moves) + " " + ZHUGE_BINARY + "\" name=quitter nodes=1";
}

void check_replays(const MatchOutput& out, std::size_t games) {
  REQUIRE(out.records.size() == games);
  REQUIRE(out.summaries.size() == games);
  for (const GameRecord& record : out.records) {
    INFO("round " << record.round);
    CHECK_FALSE(replay_error(record));
    int points = 0;
    for (int sixths : record.sixths) points += sixths;
    CHECK(points == 6);
  }
}

}  // namespace

TEST_CASE("A luzhanqi match of random against greedy completes and replays", "[match]") {
  const auto out = run_match("luzhanqi", zhuge_engine("random", "random") + " " +
                                             zhuge_engine("greedy", "greedy") +
                                             " --deals 2 --seed 7 --concurrency 2");
  check_replays(out, 4);
  for (const GameRecord& g : out.summaries) CHECK_FALSE(g.offender);
}

TEST_CASE("A sanguo match plays every seating and replays", "[match]") {
  const auto out =
      run_match("sanguo", "--variant sanguo " + zhuge_engine("random", "random") + " " +
                              zhuge_engine("greedy", "greedy") + " --max-plies 60 --concurrency 2");
  check_replays(out, 6);
}

TEST_CASE("Merged summaries pair the games of each file's deals only", "[match]") {
  std::string files;
  for (const char* seed : {"7", "8"}) {
    run_match(std::string("merge") + seed, zhuge_engine("random", "random") + " " +
                                               zhuge_engine("greedy", "greedy") +
                                               " --deals 2 --seed " + seed);
    files += ' ' + (fs::temp_directory_path() / ("zhuge-match-test-merge" + std::string(seed)) /
                    "games.jsonl")
                       .string();
  }
  const fs::path report = fs::temp_directory_path() / "zhuge-match-test-merge-report.txt";
  const std::string command =
      std::string(ZHUGE_MATCH_BINARY) + " --merge" + files + " > " + report.string();
  REQUIRE(std::system(command.c_str()) == 0);
  std::ifstream in(report);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  INFO(text);
  CHECK(text.find("8 games") != std::string::npos);
  // Four deal pairs in the pentanomial counts, whatever their results.
  const std::string label = "pentanomial [0, 1/2, 1, 3/2, 2]: [";
  const auto at = text.find(label);
  REQUIRE(at != std::string::npos);
  int pairs = 0;
  std::istringstream counts(text.substr(at + label.size()));
  for (int n; counts >> n;) {
    pairs += n;
    counts.ignore(2);
  }
  CHECK(pairs == 4);
}

TEST_CASE("A luzhanqi engine that exits mid-game loses by disconnect", "[match]") {
  const auto out = run_match("luzhanqi-quit",
                             quitter(3) + " " + zhuge_engine("greedy", "greedy") + " --deals 2");
  check_replays(out, 4);
  for (const GameRecord& g : out.summaries) {
    CHECK(g.termination == "disconnect");
    REQUIRE(g.offender);
    CHECK(g.seats[*g.offender] == "quitter");
    CHECK(g.sixths[*g.offender] == 0);
  }
}

TEST_CASE("A sanguo engine that exits mid-game resigns by disconnect", "[match]") {
  const auto out = run_match(
      "sanguo-quit", "--variant sanguo " + quitter(2) + " " + zhuge_engine("greedy", "greedy"));
  check_replays(out, 6);
  for (const GameRecord& g : out.summaries) {
    CHECK(g.termination == "disconnect");
    REQUIRE(g.offender);
    CHECK(g.seats[*g.offender] == "quitter");
    CHECK(g.sixths[*g.offender] == 0);
  }
}

TEST_CASE("zhuge-match refuses bad flags with one line", "[match]") {
  const std::string binary = ZHUGE_MATCH_BINARY;
  for (const char* args : {"--bogus", "--deals x", "--shard 3/2", "--engine name=x",
                           "--sprt elo0=5 elo1=0", "--replay /nonexistent/file"}) {
    INFO(args);
    CHECK(std::system((binary + " " + args + " 2>/dev/null").c_str()) != 0);
  }
}
