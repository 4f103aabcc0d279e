#include "tools/match/sanguo/report.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/report_lines.hpp"

namespace zhuge::match {
namespace {

// Two engines: the first one's score per group, its Elo and the SPRT.
void write_groups(std::ostream& out, const std::vector<GameRecord>& games,
                  const std::vector<std::string>& engines, const std::optional<SprtBounds>& sprt) {
  const SanguoTally tally = tally_sanguo(games, engines.front());
  int groups = 0;
  for (int n : tally.groups) groups += n;
  out << "  groups of six seatings, " << engines[0] << " vs " << engines[1] << ": " << groups
      << " complete, " << tally.incomplete << " incomplete (left out)\n";
  if (const auto e = estimate(tally.groups)) out << "  per group: " << elo_line(*e) << '\n';
  if (sprt) write_sprt(out, llr(tally.groups, *sprt), *sprt);
}

}  // namespace

SanguoTally tally_sanguo(const std::vector<GameRecord>& games, const std::string& a) {
  std::map<int, std::pair<int, int>> by_opening;  // games, and A's points x6 over them
  for (const GameRecord& g : games) {
    auto& [count, points] = by_opening[g.deal];
    ++count;
    for (std::size_t s = 0; s < g.seats.size(); ++s) points += g.seats[s] == a ? g.sixths[s] : 0;
  }
  SanguoTally tally;
  for (const auto& [opening, group] : by_opening) {
    // Fewer seatings than six do not give each engine each seat alike: their score is biased.
    group.first == kGroupGames ? ++tally.groups[group.second] : ++tally.incomplete;
  }
  return tally;
}

void write_sanguo_report(std::ostream& out, const std::vector<GameRecord>& games,
                         const std::vector<std::string>& engines,
                         const std::optional<SprtBounds>& sprt) {
  out << "Sanguo: " << games.size() << " games\n";
  const auto& labels = game_of(games.front()).seat_labels;
  for (const std::string& engine : engines) {
    // Each game gives one point; an engine's share is its mean points per game.
    double sum = 0, sum_squares = 0;
    std::vector<double> seat_points(labels.size()), seat_games(labels.size());
    for (const GameRecord& g : games) {
      double points = 0;
      for (std::size_t s = 0; s < g.seats.size(); ++s) {
        if (g.seats[s] != engine) continue;
        points += g.sixths[s] / 6.0;
        seat_points[s] += g.sixths[s] / 6.0;
        ++seat_games[s];
      }
      sum += points;
      sum_squares += points * points;
    }
    const double n = static_cast<double>(games.size());
    const double share = sum / n;
    const double error = std::sqrt(std::max(0.0, sum_squares / n - share * share) / n);
    out << "  " << engine << ": points " << format("%.2f", sum)
        << format(", share %.4f +- %.4f (95%%)", share, kZ95 * error) << "; per seat:";
    for (std::size_t s = 0; s < labels.size(); ++s) {
      if (seat_games[s] == 0) continue;
      out << ' ' << labels[s] << format(" %.2f/%.0f", seat_points[s], seat_games[s]);
    }
    out << '\n';
  }
  if (engines.size() == 2) write_groups(out, games, engines, sprt);
}

double sanguo_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b) {
  return llr(tally_sanguo(games, a).groups, b);
}

}  // namespace zhuge::match
