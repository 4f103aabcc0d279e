#pragma once
// The `info` lines of a report of the generic MCTS searches (search/mcts/), for every game they
// search (docs/protocol.md, "MultiPV and analysis"): one line with MultiPV 1, as UCI writes it,
// else one `multipv <i>` line per ranked root action with its own score, wdl, visits and pv, a
// chance action's followed by the values of its outcomes:
// `info string outcomes multipv <i> <outcome> <cp> <visits> ...`.

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "protocol/info_line.hpp"
#include "search/mcts/search_control.hpp"

namespace zhuge::protocol {

// How a game writes what its MCTS report holds.
template <class Action>
struct MctsNotation {
  int eval_scale;                  // the cp that map to a value of tanh(1), as its search's own
  std::string (*action)(Action);   // an action in the game's notation
  std::string (*outcome)(Action);  // a chance action's outcome, as the outcomes line names it
};

namespace mcts_info {

// A value in [-1, 1] in cp: eval_scale * atanh(value), bounded.
int value_cp(float value, int eval_scale);
// A line's score in cp: a proven result at its bound, else its value.
int score_cp(float value, search::mcts::Proof proof, int eval_scale);
// Win, draw and loss per mille: the draw share as estimated, the rest split so that
// win + draw / 2 is the expected score.
std::array<int, 3> wdl(float value, float draw, search::mcts::Proof proof);

template <class Action>
std::string outcomes_line(const search::mcts::RootLine<Action>& line,
                          const MctsNotation<Action>& notation, int multipv) {
  std::string text = "info string outcomes multipv " + std::to_string(multipv);
  for (const auto& o : line.outcomes) {
    text += ' ' + notation.outcome(o.outcome) + ' ' +
            std::to_string(value_cp(o.value, notation.eval_scale)) + ' ' + std::to_string(o.visits);
  }
  return text;
}

// `multipv`: the line's rank, or 0 for the one line of MultiPV 1.
template <class Action>
std::string info_line(const search::mcts::SearchReport<Action>& r,
                      const search::mcts::RootLine<Action>& line,
                      const MctsNotation<Action>& notation, int multipv) {
  InfoFields info;
  info.depth = int(line.pv.size());
  info.seldepth = r.seldepth;
  info.multipv = multipv;
  info.nodes = r.iterations;
  info.time = r.elapsed;
  info.hashfull = r.hash_permille;
  info.score_cp = score_cp(line.value, line.proof, notation.eval_scale);
  info.wdl = wdl(line.value, line.draw, line.proof);
  if (multipv > 0) info.visits = line.visits;
  for (const auto a : line.pv) info.pv.push_back(notation.action(a));
  return format_info(info);
}

}  // namespace mcts_info

// `multipv`: the MultiPV option, which chooses the form.
template <class Action>
std::vector<std::string> mcts_info_lines(const search::mcts::SearchReport<Action>& report,
                                         const MctsNotation<Action>& notation, int multipv) {
  if (report.lines.empty()) {  // no root action ranked yet: the report's own value
    const search::mcts::RootLine<Action> line{{}, 0, report.value, 0.0f, report.proof, report.pv};
    return {mcts_info::info_line(report, line, notation, multipv > 1 ? 1 : 0)};
  }
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < report.lines.size(); ++i) {
    const auto& line = report.lines[i];
    const int rank = multipv > 1 ? int(i) + 1 : 0;
    lines.push_back(mcts_info::info_line(report, line, notation, rank));
    // The analysis (MultiPV above 1) follows each chance action with its outcomes.
    if (rank > 0 && !line.outcomes.empty()) {
      lines.push_back(mcts_info::outcomes_line(line, notation, rank));
    }
  }
  return lines;
}

}  // namespace zhuge::protocol
