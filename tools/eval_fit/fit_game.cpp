#include "tools/eval_fit/fit_game.hpp"

#include <algorithm>

namespace zhuge::eval_fit {

const FitGame* find_fit_game(std::string_view variant) {
  const auto games = fit_games();
  const auto it = std::ranges::find(games, variant, &FitGame::variant);
  return it == games.end() ? nullptr : &*it;
}

}  // namespace zhuge::eval_fit
