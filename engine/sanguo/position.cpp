#include "engine/sanguo/position.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/sanguo/attacks.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/zobrist.hpp"

namespace zhuge::sanguo {

std::string_view ending_name(Ending e) {
  constexpr std::string_view kNames[] = {"general captured", "no legal move", "last kingdom",
                                         "move limit",       "repetition",    "resignation"};
  return kNames[static_cast<int>(e)];
}

Position Position::start(bool flag_bearers) {
  const std::string_view third_rank = flag_bearers ? "1xC1xF1xF1xC1" : "1xC5xC1";
  std::string fen;
  for (char k : std::string_view("rgb")) {
    std::string half = "9/xP1xP1xP1xP1xP/" + std::string(third_rank) + "/9/xRxHxExAxKxAxExHxR";
    std::replace(half.begin(), half.end(), 'x', k);
    fen += (fen.empty() ? "" : "|") + half;
  }
  fen += " r rgb 0 1";
  std::string error;
  auto pos = from_fen(fen, error);
  if (!pos) std::abort();  // the start position is valid by construction
  return *pos;
}

void Position::put(Point p, Piece piece) {
  board_[p] = piece;
  army_[index(owner_of(piece))].set(p);
  key_ ^= piece_key(p, piece);
}

void Position::remove(Point p) {
  const Piece piece = board_[p];
  army_[index(owner_of(piece))].reset(p);
  key_ ^= piece_key(p, piece);
  board_[p] = kEmpty;
}

Kingdom Position::next_in_play(Kingdom k) const {
  Kingdom n = next(k);
  while (!in_play(n) && n != k) n = next(n);
  return n;
}

// The loser's pieces pass to the last mover: the capturer, or the kingdom whose move left the
// loser without a move (§5).
void Position::defeat(Kingdom loser, Point general_point, Ending how, Undo* undo) {
  if (general_point != kNoPoint) remove(general_point);
  general_[index(loser)] = kNoPoint;
  const PointSet army = army_[index(loser)];
  for_each_point(army, [&](Point p) {
    const Piece moved_over = with_owner(board_[p], last_mover_);
    key_ ^= piece_key(p, board_[p]) ^ piece_key(p, moved_over);
    board_[p] = moved_over;
  });
  army_[index(last_mover_)].add(army);
  army_[index(loser)] = {};
  in_play_ &= static_cast<std::uint8_t>(~bit(loser));
  last_defeat_ = how;
  quiet_plies_ = 0;
  if (undo) undo->defeat[undo->defeats++] = {loser, general_point, army};
}

void Position::update_exposure() {
  exposure_ = find_exposure(board_, general_[index(side_)], side_);
}

void Position::settle_defeats(Undo* undo) {
  update_exposure();
  while (kingdoms_in_play() > 1 && !has_legal_move(*this)) {
    const Kingdom loser = side_;
    defeat(loser, general_[index(loser)], Ending::NoLegalMove, undo);
    side_ = next_in_play(loser);
    update_exposure();
  }
}

// The round grows when the turn wraps from a kingdom to an earlier one in the order Shu, Wu, Wei
// (§7.2); skipped and defeated kingdoms in between do not change that. When the game ends, the
// winner becomes the side to move without the turn passing, so the round stays.
void Position::pass_turn(Kingdom from, Kingdom old_side, std::uint8_t old_in_play) {
  if (index(side_) < index(from)) ++round_;
  const auto& z = zobrist();
  key_ ^= z.side[index(old_side)] ^ z.side[index(side_)];
  key_ ^= z.in_play[old_in_play] ^ z.in_play[in_play_];
}

Undo Position::make(Move m) {
  Undo u;
  u.move = m;
  u.moved = board_[m.from];
  u.captured = board_[m.to];
  u.side = side_;
  u.last_mover = last_mover_;
  u.in_play = in_play_;
  u.last_defeat = last_defeat_;
  u.quiet_plies = quiet_plies_;
  u.round = round_;
  u.key = key_;
  u.exposure = exposure_;
  history_.push_back(key_);

  const Kingdom mover = side_;
  const Piece piece = moved_piece(u.moved, m.from, m.to);
  remove(m.from);
  if (u.captured) remove(m.to);
  put(m.to, piece);
  if (type_of(piece) == PieceType::General) general_[index(mover)] = m.to;

  ++quiet_plies_;
  last_mover_ = mover;
  if (u.captured) {
    quiet_plies_ = 0;
    if (type_of(u.captured) == PieceType::General) {
      defeat(owner_of(u.captured), kNoPoint, Ending::GeneralCaptured, &u);
    }
  }
  side_ = next_in_play(mover);
  settle_defeats(&u);
  pass_turn(mover, mover, u.in_play);
  return u;
}

void Position::unmake(const Undo& u) {
  const Kingdom mover = u.side;
  for (int i = u.defeats - 1; i >= 0; --i) {
    const Undo::Defeat& d = u.defeat[i];
    for_each_point(d.army, [&](Point p) { board_[p] = with_owner(board_[p], d.kingdom); });
    army_[index(mover)].remove(d.army);
    army_[index(d.kingdom)] = d.army;
    if (d.general != kNoPoint) {
      board_[d.general] = make_piece(d.kingdom, PieceType::General);
      army_[index(d.kingdom)].set(d.general);
      general_[index(d.kingdom)] = d.general;
    }
  }
  const Move m = u.move;
  army_[index(mover)].reset(m.to);
  board_[m.to] = u.captured;
  if (u.captured) {
    army_[index(owner_of(u.captured))].set(m.to);
    if (type_of(u.captured) == PieceType::General) general_[index(owner_of(u.captured))] = m.to;
  }
  board_[m.from] = u.moved;
  army_[index(mover)].set(m.from);
  if (type_of(u.moved) == PieceType::General) general_[index(mover)] = m.from;

  side_ = u.side;
  last_mover_ = u.last_mover;
  in_play_ = u.in_play;
  last_defeat_ = u.last_defeat;
  quiet_plies_ = u.quiet_plies;
  round_ = u.round;
  key_ = u.key;
  exposure_ = u.exposure;
  history_.pop_back();
}

void Position::settle() {
  const Kingdom old_side = side_;
  const std::uint8_t old_in_play = in_play_;
  settle_defeats(nullptr);
  pass_turn(old_side, old_side, old_in_play);
}

void Position::pass() {
  const Kingdom old_side = side_;
  side_ = next_in_play(side_);
  last_mover_ = prev(side_);
  while (!in_play(last_mover_)) last_mover_ = prev(last_mover_);
  last_defeat_ = Ending::LastKingdom;
  history_.clear();
  const auto& z = zobrist();
  key_ ^= z.side[index(old_side)] ^ z.side[index(side_)];
  settle();
}

// Positions before the last capture or defeat hold other material, so only the quiet stretch
// can repeat.
int Position::repetitions() const {
  const auto window = std::min<std::size_t>(quiet_plies_, history_.size());
  return 1 + static_cast<int>(std::count(history_.end() - window, history_.end(), key_));
}

namespace {

Result shared(Ending ending, std::uint8_t kingdoms, bool win) {
  Result r;
  r.reason = ending;
  r.winners = win ? kingdoms : std::uint8_t{0};
  const int n = __builtin_popcount(kingdoms);
  for (int k = 0; k < kKingdoms; ++k) {
    if (kingdoms & bit(kingdom(k))) r.sixths[k] = 6 / n;
  }
  return r;
}

}  // namespace

std::optional<Result> Position::result() const {
  if (kingdoms_in_play() == 1) return shared(last_defeat_, in_play_, true);
  if (quiet_plies_ >= kMoveLimit) return shared(Ending::MoveLimit, in_play_, false);
  if (repetitions() >= 3) return shared(Ending::Repetition, in_play_, false);
  return std::nullopt;
}

std::optional<Result> resignation(const Position& pos, Kingdom k) {
  if (!pos.in_play(k) || pos.kingdoms_in_play() == 1) return std::nullopt;
  return shared(Ending::Resignation, pos.in_play_mask() & static_cast<std::uint8_t>(~bit(k)), true);
}

}  // namespace zhuge::sanguo
