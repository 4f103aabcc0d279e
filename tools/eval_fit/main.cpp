// zhuge-eval-features RECORDS...: the feature table of every position of the games in the record
// files (docs/game-records.md), on stdout, for the fitting script of their game (tools/fit_eval.py
// for luzhanqi, tools/fit_sanguo_eval.py for sanguo; docs/strength.md). All games must be of one
// game, one that has a table (tools/eval_fit/fit_game.hpp).
#include <fstream>
#include <iostream>
#include <sstream>

#include "tools/eval_fit/fit_game.hpp"

namespace {

using namespace zhuge;

int fail(const std::string& message) {
  std::cerr << "zhuge-eval-features: " << message << '\n';
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return fail("usage: zhuge-eval-features RECORDS...");
  // The whole table is built first, so that a bad file writes nothing.
  std::ostringstream table;
  const eval_fit::FitGame* game = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string path = argv[i];
    std::ifstream in(path);
    if (!in) return fail("cannot read '" + path + "'");
    std::string error;
    const auto records = match::read_records(in, error);
    if (!records) return fail(path + ": " + error);
    for (const match::GameRecord& record : *records) {
      const std::string where = path + ": round " + std::to_string(record.round) + ": ";
      if (!game) {
        game = eval_fit::find_fit_game(record.variant);
        if (!game) return fail(where + "no feature table for " + record.variant + " games");
        table << game->header() << '\n';
      } else if (record.variant != game->variant) {
        return fail(where + record.variant + " after " + std::string(game->variant) +
                    " games: one game per table");
      }
      std::vector<std::string> rows;
      if (!game->append_rows(record, rows, error)) return fail(where + error);
      for (const std::string& row : rows) table << row << '\n';
    }
  }
  std::cout << table.str();
  return 0;
}
