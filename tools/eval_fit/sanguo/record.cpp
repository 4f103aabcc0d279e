#include "tools/eval_fit/sanguo/record.hpp"

#include "tools/eval_fit/sanguo/feature_table.hpp"
#include "tools/match/sanguo/arbiter.hpp"

namespace zhuge::eval_fit {

namespace {

// Its evaluators at and around the defaults are built once.
const SanguoFeatureTable& table() {
  static const SanguoFeatureTable kTable;
  return kTable;
}

}  // namespace

// tools/fit_sanguo_eval.py's table: a row per kingdom in play in each position.
FitGame sanguo_fit_game() {
  return {
      .variant = match::kSanguo,
      .header = [] { return table().header(); },
      .append_rows =
          [](const match::GameRecord& record, std::vector<std::string>& rows, std::string& error) {
            const auto samples = sanguo_samples(record, error);
            if (!samples) return false;
            for (const auto& sample : *samples) {
              for (std::string& row : table().rows(record, sample)) rows.push_back(std::move(row));
            }
            return true;
          },
  };
}

}  // namespace zhuge::eval_fit
