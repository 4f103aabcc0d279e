#include "tools/eval_fit/luzhanqi/record.hpp"

#include "tools/eval_fit/luzhanqi/feature_table.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"

namespace zhuge::eval_fit {

// tools/fit_eval.py's table: a row per position, keyed by the deal's seed.
FitGame luzhanqi_fit_game() {
  return {
      .variant = match::kLuzhanqi,
      .header = luzhanqi_table_header,
      .append_rows =
          [](const match::GameRecord& record, std::vector<std::string>& rows, std::string& error) {
            const auto samples = luzhanqi_samples(record, error);
            if (!samples) return false;
            for (const auto& sample : *samples) {
              rows.push_back(luzhanqi_table_row(record.seed, sample));
            }
            return true;
          },
  };
}

}  // namespace zhuge::eval_fit
