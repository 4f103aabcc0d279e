#include "search/luzhanqi/mcts_game.hpp"

#include <bit>
#include <cmath>

#include "eval/luzhanqi/evaluation.hpp"
#include "eval/luzhanqi/reach.hpp"
#include "search/luzhanqi/action_prior.hpp"

namespace zhuge::search::luzhanqi {

using namespace zhuge::luzhanqi;

void MctsGame::chance_outcomes(const Position& pos, Action flip, OutcomeList& outcomes) {
  for (std::uint32_t kinds = pos.pool_mask(); kinds; kinds &= kinds - 1) {
    const Piece piece = Piece(std::countr_zero(kinds));
    outcomes.push({flip_action(flip.from, piece), pos.pool_count(piece)});
  }
}

MctsGame::MctsGame(const SearchParams& params, const Position& root)
    : params_(params),
      centre_cp_(eval::luzhanqi::evaluate(root, params.eval) * params.eval_centre_percent / 100),
      centre_side_(root.side_to_move()) {}

float MctsGame::evaluate(const Position& pos) const {
  int cp = eval::luzhanqi::evaluate(pos, params_.eval);
  cp += pos.side_to_move() == centre_side_ ? -centre_cp_ : centre_cp_;
  return float(std::tanh(double(cp) / params_.eval_scale));
}

float MctsGame::prior(const Position& pos, Action a) const {
  return float(std::tanh(action_prior(pos, a, params_.bias_flip_percent) / params_.eval_scale));
}

FlipGroup MctsGame::group_actions(const Position& pos, ActionList& actions, Rng& rng) const {
  if (!params_.group_flips) return {};
  const Bitboard quiet = eval::luzhanqi::out_of_contact(pos);
  const int count = std::popcount(quiet);
  if (count < 2) return {};
  Bitboard rest = quiet;
  for (auto skip = rng.below(std::uint64_t(count)); skip; --skip) pop_lowest(rest);
  const Square kept = lowest_square(rest);
  Action* out = actions.begin();
  for (const Action a : actions) {
    if (!a.is_flip() || !(quiet & bit(a.from)) || a.from == kept) *out++ = a;
  }
  actions.resize(int(out - actions.begin()));
  return {quiet, count};
}

}  // namespace zhuge::search::luzhanqi
