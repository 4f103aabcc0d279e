#include "protocol/luzhanqi/info.hpp"

#include <algorithm>
#include <cmath>

#include "protocol/info_line.hpp"

namespace zhuge::protocol {

namespace {

namespace lzs = zhuge::search::luzhanqi;

// The score of a proven win, in cp.
constexpr int kProvenCp = 10000;

int value_cp(float value, int eval_scale) {
  const double q = std::clamp(double(value), -0.999, 0.999);
  return int(std::lround(eval_scale * std::atanh(q)));
}

int score_cp(const lzs::RootLine& line, int eval_scale) {
  if (line.proof != lzs::Proof::Unknown) return int(line.proof) * kProvenCp;
  return value_cp(line.value, eval_scale);
}

// A ranked flip's outcomes: `info string outcomes multipv <i> <piece> <cp> <visits> ...`.
std::string outcomes_line(const lzs::RootLine& line, int eval_scale, int multipv) {
  std::string text = "info string outcomes multipv " + std::to_string(multipv);
  for (const auto& o : line.outcomes) {
    text += ' ';
    text += zhuge::luzhanqi::piece_letter(o.outcome.reveal);
    text += ' ' + std::to_string(value_cp(o.value, eval_scale)) + ' ' + std::to_string(o.visits);
  }
  return text;
}

// Win, draw and loss per mille: the draw share as estimated, the rest split so that
// win + draw / 2 is the expected score.
std::array<int, 3> wdl(const lzs::RootLine& line) {
  const double q = line.proof != lzs::Proof::Unknown ? double(line.proof) : double(line.value);
  const int draw = int(std::lround(1000.0 * line.draw));
  const int win = std::min(int(std::lround(500.0 * (1.0 + q) - draw / 2.0)), 1000 - draw);
  return {win, draw, 1000 - win - draw};
}

// `multipv`: the line's rank, or 0 for the one line of MultiPV 1.
std::string info_line(const lzs::SearchReport& r, const lzs::RootLine& line, int eval_scale,
                      int multipv) {
  InfoFields info;
  info.depth = int(line.pv.size());
  info.seldepth = r.seldepth;
  info.multipv = multipv;
  info.nodes = r.iterations;
  info.time = r.elapsed;
  info.hashfull = r.hash_permille;
  info.score_cp = score_cp(line, eval_scale);
  info.wdl = wdl(line);
  if (multipv > 0) info.visits = line.visits;
  for (const auto a : line.pv) info.pv.push_back(to_string(a));
  return format_info(info);
}

}  // namespace

std::vector<std::string> luzhanqi_info_lines(const lzs::SearchReport& report, int eval_scale,
                                             int multipv) {
  if (report.lines.empty()) {  // no root action ranked yet: the report's own value
    const lzs::RootLine line{{}, 0, report.value, 0.0f, report.proof, report.pv};
    return {info_line(report, line, eval_scale, multipv > 1 ? 1 : 0)};
  }
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < report.lines.size(); ++i) {
    const lzs::RootLine& line = report.lines[i];
    const int rank = multipv > 1 ? int(i) + 1 : 0;
    lines.push_back(info_line(report, line, eval_scale, rank));
    // The analysis (MultiPV above 1) follows each flip with its outcomes.
    if (rank > 0 && !line.outcomes.empty()) lines.push_back(outcomes_line(line, eval_scale, rank));
  }
  return lines;
}

}  // namespace zhuge::protocol
