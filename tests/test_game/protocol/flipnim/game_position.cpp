#include "protocol/flipnim/game_position.hpp"

#include "protocol/time_manager.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::flipnim;

// A pile of 15 lasts about ten plies.
constexpr GameLength kFlipNimLength{.typical_plies = 10, .players = 2, .min_moves_left = 2};

}  // namespace

FlipNimGamePosition::FlipNimGamePosition() : GamePositionOf(Position::start()) {}

std::optional<std::string> FlipNimGamePosition::set_position(std::optional<std::string_view> fen,
                                                             std::span<const std::string> moves) {
  std::string error;
  auto next = fen ? Position::from_fen(*fen, error) : std::optional(Position::start());
  if (!next) return error;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto action = parse_action(*next, moves[i]);
    if (!action) return move_error(moves[i], i, "not an action in this notation");
    if (action->roll && !action->stones) {
      return move_error(moves[i], i, "a roll must carry its outcome, roll1 or roll3");
    }
    if (!is_legal(*next, *action, true)) return move_error(moves[i], i, "not legal here");
    next->make(*action);
  }
  position_ = *next;
  return std::nullopt;
}

std::optional<Seat> FlipNimGamePosition::side_to_move() const {
  return position_.seat_to_move() == 0 ? Seat::Red : Seat::Blue;
}

std::int64_t FlipNimGamePosition::moves_left() const {
  return protocol::moves_left(kFlipNimLength, position_.ply());
}

std::optional<std::string> FlipNimGamePosition::check_root_moves(
    std::span<const std::string> moves) const {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto action = parse_action(position_, moves[i]);
    if (!action) return move_error(moves[i], i, "not an action in this notation");
    if (!is_legal(position_, *action, false)) {
      return move_error(moves[i], i, "not legal here (a roll to search has no outcome yet)");
    }
  }
  return std::nullopt;
}

std::vector<Action> FlipNimGamePosition::root_actions(std::span<const std::string> moves) const {
  std::vector<Action> actions;
  for (const auto& m : moves) actions.push_back(*parse_action(position_, m));
  return actions;
}

}  // namespace zhuge::protocol
