#include "protocol/luzhanqi/game_position.hpp"

#include "engine/luzhanqi/movegen.hpp"
#include "protocol/time_manager.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::luzhanqi;

// Games between searches last about 300 plies (docs/results), some over 700.
constexpr GameLength kLuzhanqiLength{.typical_plies = 300, .players = 2, .min_moves_left = 30};

}  // namespace

LuzhanqiGamePosition::LuzhanqiGamePosition() : GamePositionOf(Position::start()) {}

std::optional<std::string> LuzhanqiGamePosition::set_position(std::optional<std::string_view> fen,
                                                              std::span<const std::string> moves) {
  std::string error;
  auto next = fen ? Position::from_fen(*fen, error) : std::optional(Position::start());
  if (!next) return error;
  std::vector<Action> history;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto action = parse_action(moves[i]);
    if (!action) return move_error(moves[i], i, "not an action in this notation");
    if (action->is_flip() && action->reveal == Piece::Hidden) {
      return move_error(moves[i], i, "a flip must carry its outcome, e.g. c3c3M");
    }
    if (!is_legal(*next, *action, true)) return move_error(moves[i], i, "not legal here");
    next->make(*action);
    history.push_back(*action);
  }
  position_ = *next;
  start_ = fen ? std::optional<std::string>(*fen) : std::nullopt;
  history_ = std::move(history);
  return std::nullopt;
}

std::optional<Seat> LuzhanqiGamePosition::side_to_move() const {
  switch (position_.side_to_move()) {
    case Color::Red:
      return Seat::Red;
    case Color::Blue:
      return Seat::Blue;
    case Color::None:
      break;
  }
  return std::nullopt;
}

std::int64_t LuzhanqiGamePosition::moves_left() const {
  return protocol::moves_left(kLuzhanqiLength, position_.ply());
}

std::optional<std::string> LuzhanqiGamePosition::check_root_moves(
    std::span<const std::string> moves) const {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto action = parse_action(moves[i]);
    if (!action) return move_error(moves[i], i, "not an action in this notation");
    if (action->is_flip() && action->reveal != Piece::Hidden) {
      return move_error(moves[i], i, "a flip to search has no outcome yet, e.g. c3c3");
    }
    if (!is_legal(position_, *action, false)) return move_error(moves[i], i, "not legal here");
  }
  return std::nullopt;
}

std::vector<Action> LuzhanqiGamePosition::root_actions(std::span<const std::string> moves) {
  std::vector<Action> actions;
  for (const auto& m : moves) actions.push_back(*parse_action(m));
  return actions;
}

}  // namespace zhuge::protocol
