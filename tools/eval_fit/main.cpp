// zhuge-eval-features RECORDS...: the feature table of every position of the games in the record
// files (docs/game-records.md), on stdout: for tools/fit_eval.py from luzhanqi games, for
// tools/fit_sanguo_eval.py from sanguo games (docs/strength.md). All games must be of one game.
#include <fstream>
#include <iostream>
#include <sstream>

#include "tools/eval_fit/feature_table.hpp"
#include "tools/eval_fit/sanguo_feature_table.hpp"
#include "tools/match/sanguo/arbiter.hpp"

namespace {

using namespace zhuge;

int fail(const std::string& message) {
  std::cerr << "zhuge-eval-features: " << message << '\n';
  return 2;
}

// The table's rows for one game, or false with `error`.
bool append_rows(const match::GameRecord& record, const eval_fit::SanguoFeatureTable& sanguo,
                 std::ostream& table, std::string& error) {
  if (record.variant == match::kSanguo) {
    const auto samples = eval_fit::sanguo_samples(record, error);
    if (!samples) return false;
    for (const auto& sample : *samples) {
      for (const std::string& row : sanguo.rows(record, sample)) table << row << '\n';
    }
    return true;
  }
  const auto samples = eval_fit::game_samples(record, error);
  if (!samples) return false;
  for (const auto& sample : *samples) table << eval_fit::table_row(record.seed, sample) << '\n';
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return fail("usage: zhuge-eval-features RECORDS...");
  const eval_fit::SanguoFeatureTable sanguo;
  // The whole table is built first, so that a bad file writes nothing.
  std::ostringstream table;
  std::string variant;
  for (int i = 1; i < argc; ++i) {
    const std::string path = argv[i];
    std::ifstream in(path);
    if (!in) return fail("cannot read '" + path + "'");
    std::string error;
    const auto records = match::read_records(in, error);
    if (!records) return fail(path + ": " + error);
    for (const match::GameRecord& record : *records) {
      const std::string where = path + ": round " + std::to_string(record.round) + ": ";
      if (variant.empty()) {
        variant = record.variant;
        table << (variant == match::kSanguo ? sanguo.header() : eval_fit::table_header()) << '\n';
      } else if (record.variant != variant) {
        return fail(where + record.variant + " after " + variant + " games: one game per table");
      }
      if (!append_rows(record, sanguo, table, error)) return fail(where + error);
    }
  }
  std::cout << table.str();
  return 0;
}
