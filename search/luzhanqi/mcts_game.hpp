#pragma once
// Luzhanqi flip as information-set MCTS, PIMC (search/mcts/game.hpp) and the expectimax
// yardstick (search/expectimax/game.hpp) see it: a flip is the chance action, its outcomes the
// kinds left in the hidden pool weighted by their counts; a deal fixes them all. The knowledge is
// the evaluation through tanh, the action prior, and the grouping of flips out of contact.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>

#include "engine/core/fixed_list.hpp"
#include "engine/luzhanqi/deal.hpp"
#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "search/expectimax/game.hpp"
#include "search/luzhanqi/params.hpp"
#include "search/mcts/node.hpp"

namespace zhuge::search::luzhanqi {

using zhuge::luzhanqi::Action;
using zhuge::luzhanqi::Position;

// The flips that one kept flip stands for (MctsGame::group_actions).
struct FlipGroup {
  zhuge::luzhanqi::Bitboard points = 0;  // the points the kept flip stands for
  int count = 0;                         // how many: 0 when nothing was grouped
  int weight(Action a) const {
    return a.is_flip() && (points & zhuge::luzhanqi::bit(a.from)) ? count : 0;
  }
};

class MctsGame {
 public:
  using Position = zhuge::luzhanqi::Position;
  using Action = zhuge::luzhanqi::Action;
  using ActionList = zhuge::luzhanqi::ActionList;
  using OutcomeList = FixedList<mcts::WeightedOutcome<Action>, zhuge::luzhanqi::kPieceKinds>;
  using Deal = zhuge::luzhanqi::Deal;

  // Share of drawn games in the 232 recorded games of docs/results/luzhanqi-issue14 (5 drawn):
  // a game is drawn only at the move limit with equal piece counts (rules §6.3).
  static constexpr float kPriorDrawShare = 0.022f;

  explicit MctsGame(const SearchParams& params) : params_(params) {}
  // Leaves scored against a share of the root's evaluation (SearchParams::eval_centre_percent),
  // so that the tanh keeps its slope where the game stands, far ahead or far behind.
  MctsGame(const SearchParams& params, const Position& root);

  static std::uint8_t seat(const Position& pos) { return std::uint8_t(pos.ply() % 2); }
  static std::optional<float> terminal_value(const Position& pos) {
    const auto result = zhuge::luzhanqi::game_result(pos);
    if (!result) return std::nullopt;
    const auto won = zhuge::luzhanqi::winner(*result);
    if (won == zhuge::luzhanqi::Color::None) return 0.0f;
    return won == pos.side_to_move() ? 1.0f : -1.0f;
  }
  static void legal_actions(const Position& pos, ActionList& actions) {
    zhuge::luzhanqi::generate_actions(pos, actions);
  }
  static void make(Position& pos, Action a) { pos.make(a); }

  static bool is_chance(Action a) {
    return a.is_flip() && a.reveal == zhuge::luzhanqi::Piece::Hidden;
  }
  static Action chance_of(Action a) {
    return a.is_flip() ? zhuge::luzhanqi::flip_action(a.from) : a;
  }
  static void chance_outcomes(const Position& pos, Action flip, OutcomeList& outcomes);
  // An attack: its target is revealed (hidden pieces cannot be attacked), so its outcome is known.
  static bool is_tactical(const Position& pos, Action a) {
    return !a.is_flip() && pos.at(a.to) != zhuge::luzhanqi::Piece::Empty;
  }
  // On the playouts' path: inline.
  static Action draw_outcome(const Position& pos, Action flip, Rng& rng) {
    auto left = int(rng.below(std::uint64_t(pos.hidden_count())));
    for (std::uint32_t kinds = pos.pool_mask();; kinds &= kinds - 1) {
      const auto piece = zhuge::luzhanqi::Piece(std::countr_zero(kinds));
      left -= pos.pool_count(piece);
      if (left < 0) return zhuge::luzhanqi::flip_action(flip.from, piece);
    }
  }
  static Deal sample_deal(const Position& pos, Rng& rng) {
    return zhuge::luzhanqi::sample_deal(pos, rng);
  }
  static Action dealt_outcome(const Deal& deal, Action flip) {
    return zhuge::luzhanqi::flip_action(flip.from, deal[flip.from]);
  }

  float evaluate(const Position& pos) const;
  // What evaluate() takes off the root's side (adds for the other), in cp.
  int centre_cp() const { return centre_cp_; }
  float prior(const Position& pos, Action a) const;
  // Keeps one flip of the points out of contact, drawn at random, in place of all of them: they
  // differ only in where the revealed piece stands, and iterations spread over them all would
  // go nowhere else. Nothing is grouped with SearchParams::group_flips off.
  FlipGroup group_actions(const Position& pos, ActionList& actions, Rng& rng) const;

 private:
  const SearchParams& params_;
  int centre_cp_ = 0;  // for the root's side to move
  zhuge::luzhanqi::Color centre_side_ = zhuge::luzhanqi::Color::None;
};

static_assert(expectimax::ExpectimaxGame<MctsGame>);
static_assert(sizeof(mcts::Edge<Action>) == 12 && sizeof(mcts::Node<Action>) == 28,
              "the memory budget counts on these");

}  // namespace zhuge::search::luzhanqi
