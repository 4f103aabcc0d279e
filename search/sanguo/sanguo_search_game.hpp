#pragma once
// The Sanguo position as a MultiplayerGame: the rules' own make/unmake (which settle defeats and
// army transfers), the rules' endings, and the evaluation, with the position's piece sums and piece
// reaches kept from move to move.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/position.hpp"
#include "eval/sanguo/evaluation.hpp"
#include "search/multiplayer/game.hpp"

namespace zhuge::search::sanguo {

inline constexpr int kPlayers = zhuge::sanguo::kKingdoms;
using Values = multiplayer::Values<kPlayers>;

static_assert(eval::sanguo::kDefeated == -multiplayer::kWin &&
              eval::sanguo::kMaxEval < multiplayer::kDecided);

class SanguoSearchGame {
 public:
  using Move = zhuge::sanguo::Move;
  using MoveList = zhuge::sanguo::MoveList;
  struct Undo {
    zhuge::sanguo::Undo rules;
    eval::sanguo::PieceSums sums;
    eval::sanguo::ReachCache::Mark reaches;
  };
  static constexpr int kPlayers = sanguo::kPlayers;
  static constexpr int kHistorySize = zhuge::sanguo::kPoints * zhuge::sanguo::kPoints;

  SanguoSearchGame(const zhuge::sanguo::Position& pos, const eval::sanguo::Evaluator& eval)
      : pos_(pos), eval_(&eval), sums_(eval.sums(pos)), reaches_(pos) {}

  int side() const { return zhuge::sanguo::index(pos_.side_to_move()); }
  bool in_play(int p) const { return pos_.in_play(zhuge::sanguo::kingdom(p)); }
  int players_in_play() const { return pos_.kingdoms_in_play(); }
  std::uint64_t key() const { return pos_.key(); }
  int reversible_plies() const { return pos_.quiet_plies(); }
  void generate(MoveList& moves) const { zhuge::sanguo::generate_legal(pos_, moves); }
  void generate_captures(MoveList& moves) const {
    zhuge::sanguo::generate_legal_captures(pos_, moves);
  }
  std::optional<Move> only_move() const { return zhuge::sanguo::only_legal_move(pos_); }
  bool is_capture(Move m) const { return pos_.at(m.to) != zhuge::sanguo::kEmpty; }
  // Most valuable victim first (a general, and with it an army, above all), then the least
  // valuable attacker.
  int capture_order(Move m) const;
  bool captures_from(Move m, int p) const {
    const zhuge::sanguo::Piece victim = pos_.at(m.to);
    return zhuge::sanguo::index(zhuge::sanguo::owner_of(victim)) == p ||
           zhuge::sanguo::type_of(victim) == zhuge::sanguo::PieceType::General;
  }
  bool in_check() const { return zhuge::sanguo::in_check(pos_, pos_.side_to_move()); }
  bool general_in_danger() const;
  // Whether quiet move m would leave some general in danger: tried on the board alone.
  bool endangers_general(Move m) const;
  Undo make(Move m) {
    Undo u{pos_.make(m), sums_, {}};
    eval_->update(sums_, pos_, u.rules);
    u.reaches = reaches_.make(pos_, u.rules);
    return u;
  }
  void unmake(const Undo& u) {
    pos_.unmake(u.rules);
    sums_ = u.sums;
    reaches_.unmake(pos_, u.rules, u.reaches);
  }
  // The rules have no pass: Position::pass() hands the turn on as a FEN would, as BRS assumes.
  void pass();
  void unpass();
  std::optional<Values> outcome() const;
  Values evaluate() const { return eval_->evaluate(pos_, sums_, reaches_); }
  Values draw() const;
  static std::uint16_t encode(Move m) {
    return std::uint16_t(m.from * zhuge::sanguo::kPoints + m.to + 1);
  }
  static int history_index(Move m) { return m.from * zhuge::sanguo::kPoints + m.to; }
  std::string notation(Move m) const { return zhuge::sanguo::to_string(m); }
  const zhuge::sanguo::Position& position() const { return pos_; }

 private:
  zhuge::sanguo::Position pos_;
  const eval::sanguo::Evaluator* eval_;
  eval::sanguo::PieceSums sums_;
  eval::sanguo::ReachCache reaches_;
  std::vector<std::pair<zhuge::sanguo::Position, eval::sanguo::PieceSums>> before_pass_;
};

static_assert(multiplayer::MultiplayerGame<SanguoSearchGame>);

}  // namespace zhuge::search::sanguo
