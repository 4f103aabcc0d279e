#include "tools/match/match_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace zhuge::match {
namespace {

std::string format(const char* pattern, double a, double b = 0, double c = 0) {
  char text[128];
  std::snprintf(text, sizeof text, pattern, a, b, c);
  return text;
}

std::string elo_line(const ScoreEstimate& e) {
  return format("score %.4f, Elo %+.1f", e.score, e.elo()) +
         format(" [%+.1f, %+.1f] (95%%)", e.elo_low(), e.elo_high());
}

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

void write_sprt(std::ostream& out, double value, const SprtBounds& b) {
  const SprtDecision decision = decide(value, b);
  out << format("  SPRT nElo [%.2f, %.2f]: LLR %.2f", b.elo0, b.elo1, value)
      << format(" [%.2f, %.2f]", b.lower(), b.upper()) << ' '
      << (decision == SprtDecision::AcceptH1   ? "H1 accepted"
          : decision == SprtDecision::AcceptH0 ? "H0 accepted"
                                               : "continue")
      << '\n';
}

void write_luzhanqi(std::ostream& out, const std::vector<GameRecord>& games,
                    const std::vector<std::string>& engines,
                    const std::optional<SprtBounds>& sprt) {
  const std::string& a = engines.front();
  const LuzhanqiTally tally = tally_luzhanqi(games, a);
  const Trinomial& t = tally.games;
  out << "Luzhanqi: " << a << " vs " << (engines.size() > 1 ? engines[1] : "?") << ": " << t.games()
      << " games, W/D/L " << t.wins << '/' << t.draws << '/' << t.losses << '\n';
  if (const auto e = estimate(t)) out << "  per game: " << elo_line(*e) << '\n';
  const Pentanomial& p = tally.pairs;
  out << "  pentanomial [0, 1/2, 1, 3/2, 2]: [" << p[0] << ", " << p[1] << ", " << p[2] << ", "
      << p[3] << ", " << p[4] << "]\n";
  if (const auto e = estimate(p)) out << "  per pair: " << elo_line(*e) << '\n';
  if (sprt) write_sprt(out, llr(p, *sprt), *sprt);
}

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

void write_sanguo(std::ostream& out, const std::vector<GameRecord>& games,
                  const std::vector<std::string>& engines, const std::optional<SprtBounds>& sprt) {
  out << "Sanguo: " << games.size() << " games\n";
  const auto& labels = seat_labels(kSanguo);
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

}  // namespace

LuzhanqiTally tally_luzhanqi(const std::vector<GameRecord>& games, const std::string& a) {
  LuzhanqiTally tally;
  std::map<int, std::vector<int>> by_deal;  // A's points x6 in each game of a deal
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

double sprt_llr(const std::vector<GameRecord>& games, const std::string& a, const SprtBounds& b) {
  if (games.empty()) return 0.0;
  return games.front().variant == kLuzhanqi ? llr(tally_luzhanqi(games, a).pairs, b)
                                            : llr(tally_sanguo(games, a).groups, b);
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
  if (games.front().variant == kLuzhanqi) {
    write_luzhanqi(out, games, engines, sprt);
  } else {
    write_sanguo(out, games, engines, sprt);
  }
  write_clock_use(out, games, engines);
  write_terminations(out, games);
}

}  // namespace zhuge::match
