#pragma once
// The games whose evaluation zhuge-eval-features tables for a fitting script (docs/strength.md),
// one record each: its header line and the rows of a recorded game. A game that has one defines
// it in its own folder (tools/eval_fit/<game>/record.hpp); the list is generated from the games
// of ZHUGE_GAMES that have such a folder (tools/eval_fit/fit_games.cpp.in, cmake/games.cmake).
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tools/match/game_record.hpp"

namespace zhuge::eval_fit {

struct FitGame {
  std::string_view variant;  // as the records' Variant tag
  std::string (*header)();   // the table's first line: its columns
  // Appends a row per training position of one recorded game of the variant (none for a game
  // whose result does not come from its positions); false with `error` for a record that does
  // not replay.
  bool (*append_rows)(const match::GameRecord& record, std::vector<std::string>& rows,
                      std::string& error);
};

// Every game with a table (generated from tools/eval_fit/fit_games.cpp.in).
std::span<const FitGame> fit_games();

// The game of that variant; nullptr for none.
const FitGame* find_fit_game(std::string_view variant);

}  // namespace zhuge::eval_fit
