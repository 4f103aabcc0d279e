// Short real matches of zhuge against itself through zhuge-match: they complete, every record
// replays legally, and an engine that exits mid-game loses by `disconnect` while the match goes on.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/json_summary.hpp"
#include "tools/match/match_report.hpp"
#include "tools/match/replay.hpp"
#include "tools/match/sanguo/arbiter.hpp"

using namespace zhuge::match;
namespace fs = std::filesystem;

namespace {

struct MatchOutput {
  std::vector<GameRecord> records;
  std::vector<GameRecord> summaries;
  std::string report;
};

std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The report of `zhuge-match --merge FILES...`, which must succeed.
std::string merge_report(const std::string& files) {
  const fs::path report = fs::temp_directory_path() / "zhuge-match-test-merge-report.txt";
  const std::string command =
      std::string(ZHUGE_MATCH_BINARY) + " --merge" + files + " > " + report.string();
  REQUIRE(std::system(command.c_str()) == 0);
  return read_text(report);
}

// The line of `report` that starts with `start`, or "" if none does.
std::string line_of(const std::string& report, const std::string& start) {
  const auto at = report.find("\n" + start);
  if (at == std::string::npos) return "";
  return report.substr(at + 1, report.find('\n', at + 1) - at - 1);
}

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
  out.report = read_text(dir / "report.txt");
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
  const std::string text = merge_report(files);
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

TEST_CASE("A resumed match plays only the games its summary lacks", "[match]") {
  const std::string engines =
      zhuge_engine("random", "random") + " " + zhuge_engine("greedy", "greedy");
  const auto whole = run_match("resume", engines + " --deals 2 --seed 7");
  REQUIRE(whole.summaries.size() == 4);
  const fs::path dir = fs::temp_directory_path() / "zhuge-match-test-resume";
  const fs::path summary = dir / "games.jsonl";
  const auto resume = [&](const std::string& args) {
    return std::system((std::string(ZHUGE_MATCH_BINARY) + " " + args + " --summary " +
                        summary.string() + " --resume > " + (dir / "resumed.txt").string() +
                        " 2> " + (dir / "error.txt").string())
                           .c_str());
  };
  const auto rounds_in_summary = [&]() {
    std::vector<int> rounds;
    std::ifstream in(summary);
    std::string error;
    for (std::string line; std::getline(in, line);) {
      const auto game = parse_summary_line(line, error);
      REQUIRE(game);
      rounds.push_back(game->round);
    }
    return rounds;
  };

  SECTION("cut off after its first game, it plays the other three") {
    std::ofstream(summary) << summary_line(whole.summaries.front()) << '\n';
    REQUIRE(resume(engines + " --deals 2 --seed 7") == 0);
    auto rounds = rounds_in_summary();
    REQUIRE(rounds.size() == 4);
    CHECK(rounds.front() == whole.summaries.front().round);
    std::sort(rounds.begin(), rounds.end());
    CHECK(rounds == std::vector<int>{1, 2, 3, 4});
    CHECK(read_text(dir / "resumed.txt").find("4 games") != std::string::npos);
  }
  SECTION("complete, it plays nothing and reports all of it") {
    const std::string before = read_text(summary);
    REQUIRE(resume(engines + " --deals 2 --seed 7") == 0);
    CHECK(read_text(summary) == before);
    CHECK(read_text(dir / "resumed.txt").find("4 games") != std::string::npos);
  }
  SECTION("a shard keeps the other shards' games for --merge and plays its own") {
    std::ofstream(summary) << summary_line(whole.summaries.front()) << '\n';  // deal 0: shard 1
    REQUIRE(resume(engines + " --deals 2 --seed 7 --shard 2/2") == 0);
    CHECK(rounds_in_summary().size() == 3);
    CHECK(read_text(dir / "resumed.txt").find("2 games") != std::string::npos);
  }
  SECTION("another match's summary is refused, and left as it was") {
    const std::string before = read_text(summary);
    const std::string renamed = zhuge_engine("random", "random") + " " +
                                zhuge_engine("other", "greedy") + " --deals 2 --seed 7";
    CHECK(resume(renamed) != 0);
    CHECK(read_text(summary) == before);
    CHECK_THAT(read_text(dir / "error.txt"),
               Catch::Contains("games.jsonl:1: round 1 is not a game of this match"));
  }
}

TEST_CASE("A sanguo SPRT is reported over the groups, the same from merged shards", "[match]") {
  // elo1 = 1 cannot decide within three groups, so all 18 games are played.
  const auto out = run_match(
      "sanguo-sprt", "--variant sanguo --openings " + std::string(ZHUGE_MATCH_TEST_DIR) +
                         "/../../tools/openings/sanguo-3ply.fen --deals 3 " +
                         zhuge_engine("random", "random") + " " + zhuge_engine("greedy", "greedy") +
                         " --max-plies 150 --concurrency 2 --sprt elo0=0 elo1=1");
  INFO(out.report);
  check_replays(out, 18);
  CHECK(line_of(out.report, "  groups of six seatings") ==
        "  groups of six seatings, random vs greedy: 3 complete, 0 incomplete (left out)");
  // The LLR printed is that of the summaries' groups.
  char llr_text[32];
  std::snprintf(llr_text, sizeof llr_text, "LLR %.2f ",
                sprt_llr(out.summaries, "random", SprtBounds{0, 1, 0.05, 0.05}));
  const std::string sprt = line_of(out.report, "  SPRT nElo [0.00, 1.00]: ");
  CHECK(sprt.find(llr_text) != std::string::npos);
  const std::string group = line_of(out.report, "  per group: score ");
  CHECK(!group.empty());
  // The summary cut into the shards that --shard 1/2 and 2/2 would write, then merged.
  const fs::path dir = fs::temp_directory_path() / "zhuge-match-test-sanguo-sprt";
  std::ofstream shards[2] = {std::ofstream(dir / "shard-1.jsonl"),
                             std::ofstream(dir / "shard-2.jsonl")};
  for (const GameRecord& g : out.summaries) shards[g.deal % 2] << summary_line(g) << '\n';
  shards[0].close(), shards[1].close();
  const std::string merged =
      merge_report(" " + (dir / "shard-1.jsonl").string() + " " + (dir / "shard-2.jsonl").string() +
                   " --sprt elo0=0 elo1=1");
  INFO(merged);
  CHECK(line_of(merged, "  per group: score ") == group);
  CHECK(line_of(merged, "  SPRT nElo [0.00, 1.00]: ") == sprt);
}

TEST_CASE("A merge with --sprt of three-engine summaries is refused", "[match]") {
  GameRecord g;
  g.variant = kSanguo;
  g.seats = {"a", "b", "c"};
  g.sixths = {2, 2, 2};
  g.termination = "max plies";
  const fs::path file = fs::temp_directory_path() / "zhuge-match-test-three.jsonl";
  std::ofstream(file) << summary_line(g) << '\n';
  const fs::path error = fs::temp_directory_path() / "zhuge-match-test-three.txt";
  const std::string command = std::string(ZHUGE_MATCH_BINARY) + " --merge " + file.string() +
                              " --sprt elo0=0 elo1=5 2> " + error.string();
  CHECK(std::system(command.c_str()) != 0);
  CHECK(read_text(error) ==
        "zhuge-match: --sprt is for two-engine matches; these summaries have 3 engines\n");
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
