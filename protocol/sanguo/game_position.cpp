#include "protocol/sanguo/game_position.hpp"

#include "engine/sanguo/movegen.hpp"
#include "protocol/time_manager.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::sanguo;

// Games between searches last about 200 plies from their opening (docs/results), some near 400.
constexpr GameLength kSanguoLength{.typical_plies = 210, .players = 3, .min_moves_left = 20};

}  // namespace

SanguoGamePosition::SanguoGamePosition(bool flag_bearers)
    : GamePositionOf(Position::start(flag_bearers)), flag_bearers_(flag_bearers) {}

std::optional<std::string> SanguoGamePosition::set_position(std::optional<std::string_view> fen,
                                                            std::span<const std::string> moves) {
  std::string error;
  auto next = fen ? Position::from_fen(*fen, error) : std::optional(Position::start(flag_bearers_));
  if (!next) return error;
  // A kingdom given to move without a legal move is defeated at once (§5).
  next->settle();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (next->kingdoms_in_play() < 2) return move_error(moves[i], i, "the game is over");
    const auto move = parse_move(*next, moves[i]);
    if (!move) return move_error(moves[i], i, "not a legal move here");
    next->make(*move);
  }
  position_ = *next;
  plies_ = int(moves.size());
  return std::nullopt;
}

std::optional<Seat> SanguoGamePosition::side_to_move() const {
  return Seat(index(position_.side_to_move()));
}

// The position keeps no ply count, so the plies are counted from the FEN (or start) on.
std::int64_t SanguoGamePosition::moves_left() const {
  return protocol::moves_left(kSanguoLength, plies_);
}

std::optional<std::string> SanguoGamePosition::check_root_moves(
    std::span<const std::string> moves) const {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (position_.kingdoms_in_play() < 2) return move_error(moves[i], i, "the game is over");
    if (!parse_move(position_, moves[i])) return move_error(moves[i], i, "not a legal move here");
  }
  return std::nullopt;
}

std::vector<Move> SanguoGamePosition::root_moves(std::span<const std::string> moves) const {
  std::vector<Move> parsed;
  for (const auto& m : moves) parsed.push_back(*parse_move(position_, m));
  return parsed;
}

}  // namespace zhuge::protocol
