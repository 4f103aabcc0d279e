#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/text_join.hpp"

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "tools/match/luzhanqi/deal_text.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::match {

using namespace luzhanqi;

namespace {

char colour_letter(Color c) {
  return c == Color::Red ? 'r' : 'b';
}

std::vector<int> win_for(int seat) {
  return seat == 0 ? std::vector<int>{6, 0} : std::vector<int>{0, 6};
}

}  // namespace

LuzhanqiArbiter::LuzhanqiArbiter(const Deal& deal, int max_plies, std::string seed)
    : Arbiter(max_plies), deal_(deal), seed_(std::move(seed)), pos_(Position::start()) {}

void LuzhanqiArbiter::restart() {
  pos_ = Position::start();
  first_colour_ = Color::None;
}

GameStart LuzhanqiArbiter::start() const {
  return {deal_to_text(deal_), seed_};
}

std::optional<char> LuzhanqiArbiter::side_to_move() const {
  if (!pos_.colours_assigned()) return std::nullopt;
  return colour_letter(pos_.side_to_move());
}

std::optional<char> LuzhanqiArbiter::side_of(int seat) const {
  if (first_colour_ == Color::None) return std::nullopt;
  return colour_letter(seat == 0 ? first_colour_ : opposite(first_colour_));
}

std::vector<PointPiece> LuzhanqiArbiter::pieces() const {
  std::vector<PointPiece> pieces;
  for (int s = 0; s < kSquares; ++s) {
    const Piece p = pos_.at(static_cast<Square>(s));
    if (p != Piece::Empty) {
      pieces.push_back({square_name(static_cast<Square>(s)), std::string(1, piece_letter(p))});
    }
  }
  return pieces;
}

std::vector<std::string> LuzhanqiArbiter::legal_actions() const {
  std::vector<std::string> legal;
  if (end_) return legal;
  ActionList list;
  generate_actions(pos_, list);
  for (const Action& a : list) legal.push_back(to_string(a));
  return legal;
}

// Before the first flip an engine reads its clock from time/inc, afterwards from its colour's.
std::string LuzhanqiArbiter::clock_fields(const std::vector<const SeatClock*>& clocks) const {
  const SeatClock* mover = clocks[seat_to_move()];
  if (!pos_.colours_assigned()) {
    if (!mover) return "";
    return "time " + std::to_string(mover->left_ms()) + " inc " +
           std::to_string(mover->increment_ms());
  }
  std::string fields;
  for (int seat = 0; seat < 2; ++seat) {
    if (clocks[seat]) append_joined(fields, " ", clock_field(*side_of(seat), *clocks[seat]));
  }
  return fields;
}

std::optional<std::string> LuzhanqiArbiter::play(std::string_view text) {
  if (end_) return "the game is over";
  auto action = parse_action(text);
  if (!action) return "not an action";
  if (!is_legal(pos_, *action, false)) return "illegal";
  if (action->is_flip()) action->reveal = deal_[action->from];
  apply(*action);
  return std::nullopt;
}

std::optional<std::string> LuzhanqiArbiter::play_recorded(std::string_view text) {
  if (end_) return "the game is over";
  const auto action = parse_action(text);
  if (!action || !is_legal(pos_, *action, true)) return "illegal";
  if (action->is_flip() && action->reveal != deal_[action->from]) {
    return "the flip does not reveal the dealt piece";
  }
  apply(*action);
  return std::nullopt;
}

void LuzhanqiArbiter::apply(Action action) {
  events_.clear();
  if (!action.is_flip()) {
    const Piece attacker = pos_.at(action.from);
    const Piece defender = pos_.at(action.to);
    pos_.make(action);
    const Piece after = pos_.at(action.to);
    if (defender != Piece::Empty && after != defender) {
      captures_.push_back(
          {std::string(1, piece_letter(defender)), colour_letter(color_of(attacker))});
    }
    if (defender != Piece::Empty && after != attacker) {
      captures_.push_back(
          {std::string(1, piece_letter(attacker)), colour_letter(color_of(defender))});
    }
  } else {
    if (!pos_.colours_assigned()) first_colour_ = color_of(action.reveal);
    pos_.make(action);
  }
  moves_.push_back(to_string(action));
  if (const auto result = game_result(pos_)) {
    const Color won = winner(*result);
    end_ =
        GameEnd{won == Color::None ? std::vector<int>{3, 3} : win_for(won == first_colour_ ? 0 : 1),
                std::string(reason_name(result->reason)), std::nullopt};
  }
  check_ply_cap();
}

bool LuzhanqiArbiter::forfeit(int seat, std::string reason) {
  if (end_) return false;
  end_ = GameEnd{win_for(1 - seat), std::move(reason), seat};
  return true;
}

}  // namespace zhuge::match
