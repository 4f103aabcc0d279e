#pragma once
// The protocol's view of a Three Kingdoms Xiangqi position: the rules half of the game
// (game_position.hpp).

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/sanguo/diagram.hpp"
#include "engine/sanguo/move.hpp"
#include "engine/sanguo/perft.hpp"
#include "engine/sanguo/position.hpp"
#include "protocol/game_position.hpp"

namespace zhuge::protocol {

class SanguoGamePosition final
    : public GamePositionOf<SanguoGamePosition, sanguo::Position, sanguo::diagram, sanguo::divide> {
 public:
  // `flag_bearers`: whether `startpos` has them.
  explicit SanguoGamePosition(bool flag_bearers);

  std::optional<std::string> set_position(std::optional<std::string_view> fen,
                                          std::span<const std::string> moves) override;
  std::optional<Seat> side_to_move() const override;
  std::int64_t moves_left() const override;
  std::optional<std::string> check_root_moves(std::span<const std::string> moves) const override;

  // The moves `go searchmoves` names, already checked by check_root_moves().
  std::vector<sanguo::Move> root_moves(std::span<const std::string> moves) const;

 private:
  bool flag_bearers_;
  int plies_ = 0;  // the moves of the last `position`
};

}  // namespace zhuge::protocol
