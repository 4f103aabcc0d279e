#pragma once
// The rules half of a game, as the protocol needs it: one position to set from a FEN and moves,
// show, count, and time. Each game implements it in its own folder
// (protocol/<game>/game_position.hpp); its player (player.hpp) chooses the moves.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "protocol/go_limits.hpp"
#include "protocol/perft_command.hpp"

namespace zhuge::protocol {

class GamePosition {
 public:
  virtual ~GamePosition() = default;

  // A snapshot for a search, which runs while the command thread goes on with this one.
  virtual std::unique_ptr<GamePosition> clone() const = 0;

  // The start position (`fen` absent) or a FEN, then `moves` in order. On any
  // error returns its message and leaves the position as it was.
  virtual std::optional<std::string> set_position(std::optional<std::string_view> fen,
                                                  std::span<const std::string> moves) = 0;
  virtual std::string fen() const = 0;
  // The board as text, ending with the side to move.
  virtual std::string diagram() const = 0;
  // Whose clock the time manager reads; nullopt before colours exist.
  virtual std::optional<Seat> side_to_move() const = 0;
  // The side to move's moves until the game ends, as the time manager plans them.
  virtual std::int64_t moves_left() const = 0;
  // perft(depth - 1) below each first action; gives up, incomplete, once `cancelled` says so.
  virtual DivideCounts divide(int depth, const std::function<bool()>& cancelled) const = 0;

  // Whether every one of `moves` is a legal root action here, as `go searchmoves` names them;
  // else the error naming the first that is not.
  virtual std::optional<std::string> check_root_moves(std::span<const std::string> moves) const = 0;
};

// What every game's position does alike, over the rules' `Position` and the rules' own `diagram`
// and `divide`: it copies itself (as `Derived`), writes its FEN and diagram, and counts below
// itself. `Derived` sets position_ and answers the rest.
template <class Derived, class Position, std::string (*diagram_of)(const Position&),
          DivideCounts (*divide_of)(Position&, int, const std::function<bool()>&)>
class GamePositionOf : public GamePosition {
 public:
  std::unique_ptr<GamePosition> clone() const final {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
  std::string fen() const final { return position_.fen(); }
  std::string diagram() const final { return diagram_of(position_); }
  DivideCounts divide(int depth, const std::function<bool()>& cancelled) const final {
    Position copy = position_;  // the count makes and unmakes its actions
    return divide_of(copy, depth, cancelled);
  }

  const Position& position() const { return position_; }

 protected:
  explicit GamePositionOf(Position start) : position_(std::move(start)) {}

  Position position_;
};

// Formats "illegal move 'x' at index k: why", as every variant reports it.
std::string move_error(std::string_view move, std::size_t index, std::string_view why);

}  // namespace zhuge::protocol
