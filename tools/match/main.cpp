// zhuge-match: see docs/match.md.
#include <csignal>
#include <fstream>
#include <iostream>

#include "tools/match/command_line.hpp"
#include "tools/match/json_summary.hpp"
#include "tools/match/match_report.hpp"
#include "tools/match/match_runner.hpp"
#include "tools/match/replay.hpp"

namespace {

using namespace zhuge::match;

int fail(const std::string& message) {
  std::cerr << "zhuge-match: " << message << '\n';
  return 2;
}

int replay(const std::vector<std::string>& files) {
  int games = 0, bad = 0;
  for (const std::string& path : files) {
    std::ifstream in(path);
    if (!in) return fail("cannot read '" + path + "'");
    std::string error;
    const auto records = read_records(in, error);
    if (!records) return fail(path + ": " + error);
    for (const GameRecord& record : *records) {
      ++games;
      if (const auto problem = replay_error(record)) {
        ++bad;
        std::cout << path << ": round " << record.round << ": " << *problem << '\n';
      }
    }
  }
  std::cout << games << " games replayed, " << bad << " with errors\n";
  return bad == 0 ? 0 : 1;
}

int merge(const std::vector<std::string>& files, const std::optional<SprtBounds>& sprt) {
  std::vector<GameRecord> games;
  for (std::size_t file = 0; file < files.size(); ++file) {
    const std::string& path = files[file];
    std::string error;
    auto entries = read_summary(path, error);
    if (!entries) return fail(error);
    for (auto& [number, record] : *entries) {
      if (!games.empty() && record.variant != games.front().variant) {
        return fail(path + ":" + std::to_string(number) + ": a different variant");
      }
      // Both games of a deal are in one file (a --shard plays whole deals), while files of
      // matches with other seeds reuse deal numbers: pair games within a file only.
      record.deal = record.deal * int(files.size()) + int(file);
      games.push_back(std::move(record));
    }
  }
  if (sprt && engines_in(games).size() > 2) {
    return fail("--sprt is for two-engine matches; these summaries have 3 engines");
  }
  write_report(std::cout, games, sprt);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  // A dead engine must show up as a failed write, not kill the arbiter.
  std::signal(SIGPIPE, SIG_IGN);
  std::string error;
  const auto command = parse_command_line({argv + 1, argv + argc}, error);
  if (!command) return fail(error);
  switch (command->mode) {
    case Command::Mode::Help:
      std::cout << usage();
      return 0;
    case Command::Mode::Replay:
      return replay(command->files);
    case Command::Mode::Merge:
      return merge(command->files, command->config.sprt);
    case Command::Mode::Match:
      break;
  }
  std::vector<GameRecord> games;
  if (!run_match(command->config, games, error)) return fail(error);
  write_report(std::cout, games, command->config.sprt);
  return 0;
}
