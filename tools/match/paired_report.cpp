#include "tools/match/paired_report.hpp"

#include <map>

#include "tools/match/report_lines.hpp"

namespace zhuge::match {

PairedTally tally_pairs(const std::vector<GameRecord>& games, const std::string& a) {
  PairedTally tally;
  std::map<int, std::vector<int>> by_deal;  // A's points x6 in each game of a unit
  for (const GameRecord& g : games) {
    const int seat = g.seats[0] == a ? 0 : 1;
    const int points = g.sixths[seat];
    (points == 6 ? tally.games.wins : points == 0 ? tally.games.losses : tally.games.draws)++;
    by_deal[g.deal].push_back(points);
  }
  for (const auto& [deal, points] : by_deal) {
    if (points.size() == 2) ++tally.pairs[(points[0] + points[1]) / 3];
  }
  return tally;
}

void write_paired_report(std::ostream& out, std::string_view title,
                         const std::vector<GameRecord>& games,
                         const std::vector<std::string>& engines,
                         const std::optional<SprtBounds>& sprt) {
  const std::string& a = engines.front();
  const PairedTally tally = tally_pairs(games, a);
  const Trinomial& t = tally.games;
  out << title << ": " << a << " vs " << (engines.size() > 1 ? engines[1] : "?") << ": "
      << t.games() << " games, W/D/L " << t.wins << '/' << t.draws << '/' << t.losses << '\n';
  if (const auto e = estimate(t)) out << "  per game: " << elo_line(*e) << '\n';
  const Pentanomial& p = tally.pairs;
  out << "  pentanomial [0, 1/2, 1, 3/2, 2]: [" << p[0] << ", " << p[1] << ", " << p[2] << ", "
      << p[3] << ", " << p[4] << "]\n";
  if (const auto e = estimate(p)) out << "  per pair: " << elo_line(*e) << '\n';
  if (sprt) write_sprt(out, llr(p, *sprt), *sprt);
}

double paired_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b) {
  return llr(tally_pairs(games, a).pairs, b);
}

void write_paired_progress(std::ostream& out, const std::vector<GameRecord>& games,
                           const std::string& a) {
  const Trinomial t = tally_pairs(games, a).games;
  out << ", " << a << " W/D/L " << t.wins << '/' << t.draws << '/' << t.losses;
}

}  // namespace zhuge::match
