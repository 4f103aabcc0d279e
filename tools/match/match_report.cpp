#include "tools/match/match_report.hpp"

#include <algorithm>
#include <map>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/report_lines.hpp"

namespace zhuge::match {
namespace {

// Terminations with their counts; illegal moves are counted together.
void write_terminations(std::ostream& out, const std::vector<GameRecord>& games) {
  std::map<std::string, int> counts;
  for (const GameRecord& g : games) {
    const auto quote = g.termination.find(" '");
    ++counts[g.termination.substr(0, quote)];
  }
  out << "Terminations:";
  for (const auto& [reason, n] : counts) out << ' ' << reason << ' ' << n << ';';
  out << '\n';
}

// Each engine's share of its clock used, over the games on a clock: mean, lowest, highest.
void write_clock_use(std::ostream& out, const std::vector<GameRecord>& games,
                     const std::vector<std::string>& engines) {
  std::map<std::string, std::vector<double>> shares;
  for (const GameRecord& g : games) {
    for (std::size_t seat = 0; seat < g.clock_used_ms.size(); ++seat) {
      if (g.clock_given_ms[seat] > 0) {
        shares[g.seats[seat]].push_back(double(g.clock_used_ms[seat]) / g.clock_given_ms[seat]);
      }
    }
  }
  if (shares.empty()) return;
  out << "Clock used (share of base and increments, per game):";
  for (const std::string& engine : engines) {
    const std::vector<double>& s = shares[engine];
    if (s.empty()) continue;
    const auto [low, high] = std::minmax_element(s.begin(), s.end());
    double sum = 0;
    for (double x : s) sum += x;
    out << ' ' << engine
        << format(" %.1f%% [%.1f%%, %.1f%%];", 100 * sum / s.size(), 100 * *low, 100 * *high);
  }
  out << '\n';
}

}  // namespace

double sprt_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b) {
  if (games.empty()) return 0.0;
  return game_of(games.front()).sprt_llr(games, a, b);
}

std::vector<std::string> engines_in(const std::vector<GameRecord>& games) {
  std::vector<const GameRecord*> sorted;
  for (const GameRecord& g : games) sorted.push_back(&g);
  std::sort(sorted.begin(), sorted.end(),
            [](const GameRecord* x, const GameRecord* y) { return x->round < y->round; });
  std::vector<std::string> names;
  for (const GameRecord* g : sorted) {
    for (const std::string& name : g->seats) {
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  }
  return names;
}

void write_report(std::ostream& out, const std::vector<GameRecord>& games,
                  const std::optional<SprtBounds>& sprt) {
  if (games.empty()) {
    out << "No games.\n";
    return;
  }
  const std::vector<std::string> engines = engines_in(games);
  game_of(games.front()).write_report(out, games, engines, sprt);
  write_clock_use(out, games, engines);
  write_terminations(out, games);
}

}  // namespace zhuge::match
