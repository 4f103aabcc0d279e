#include "tools/eval_fit/sanguo/feature_table.hpp"

#include <algorithm>

#include "protocol/sanguo/search_options.hpp"
#include "tools/eval_fit/csv_number.hpp"

namespace zhuge::eval_fit {

namespace {

using namespace eval::sanguo;

EvalWeights with(int EvalWeights::*member, int value) {
  EvalWeights w;
  w.*member = value;
  return w;
}

KingdomValues strengths(const Evaluator& e, const sanguo::Position& pos,
                        const ReachCache& reaches) {
  return e.strengths(pos, e.sums(pos), reaches);
}

}  // namespace

SanguoFeatureTable::SanguoFeatureTable() {
  const EvalWeights defaults;
  for (const auto& info : weight_parameters().spins) {
    // A tenth of the default, at least 1: wide enough that the integer arithmetic of the
    // percentages does not round the difference away. One-sided where the range ends.
    const int value = defaults.*info.member;
    const int h = std::max(1, value / 10);
    const int low = std::max(info.min, value - h), high = std::min(info.max, value + h);
    differences_.push_back({Evaluator(with(info.member, low)), Evaluator(with(info.member, high)),
                            double(high - low)});
  }
}

std::string SanguoFeatureTable::header() const {
  std::string header = "opening,round,ply,kingdom,points,strength";
  const EvalWeights defaults;
  for (const auto& info : weight_parameters().spins) {
    header += ',' + protocol::sanguo_weight_option(info.member) + '=' +
              std::to_string(defaults.*info.member);
  }
  return header;
}

std::vector<std::string> SanguoFeatureTable::rows(const match::GameRecord& record,
                                                  const SanguoSample& sample) const {
  const sanguo::Position& pos = sample.position;
  const ReachCache reaches(pos);
  const KingdomValues today = strengths(today_, pos, reaches);
  std::vector<KingdomValues> below, above;
  for (const Difference& d : differences_) {
    below.push_back(strengths(d.below, pos, reaches));
    above.push_back(strengths(d.above, pos, reaches));
  }
  std::vector<std::string> rows;
  for (int k = 0; k < sanguo::kKingdoms; ++k) {
    if (!pos.in_play(sanguo::kingdom(k))) continue;
    std::string row = std::to_string(record.deal) + ',' + std::to_string(record.round) + ',' +
                      std::to_string(sample.ply) + ',' +
                      std::string(1, sanguo::kingdom_letter(sanguo::kingdom(k))) + ',' +
                      csv_number(sample.points[k]) + ',' + std::to_string(today[k]);
    for (std::size_t i = 0; i < differences_.size(); ++i) {
      row += ',' + csv_number((above[i][k] - below[i][k]) / differences_[i].step);
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace zhuge::eval_fit
