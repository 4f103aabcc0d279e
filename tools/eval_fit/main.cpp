// zhuge-eval-features RECORDS...: the feature table of every position of the luzhanqi games in
// the record files (docs/game-records.md), on stdout, for tools/fit_eval.py (docs/strength.md).
#include <fstream>
#include <iostream>
#include <sstream>

#include "tools/eval_fit/feature_table.hpp"

namespace {

int fail(const std::string& message) {
  std::cerr << "zhuge-eval-features: " << message << '\n';
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace zhuge;
  if (argc < 2) return fail("usage: zhuge-eval-features RECORDS...");
  // The whole table is built first, so that a bad file writes nothing.
  std::ostringstream table;
  table << eval_fit::table_header() << '\n';
  for (int i = 1; i < argc; ++i) {
    const std::string path = argv[i];
    std::ifstream in(path);
    if (!in) return fail("cannot read '" + path + "'");
    std::string error;
    const auto records = match::read_records(in, error);
    if (!records) return fail(path + ": " + error);
    for (const match::GameRecord& record : *records) {
      const auto samples = eval_fit::game_samples(record, error);
      if (!samples) return fail(path + ": round " + std::to_string(record.round) + ": " + error);
      for (const auto& sample : *samples) table << eval_fit::table_row(record.seed, sample) << '\n';
    }
  }
  std::cout << table.str();
  return 0;
}
