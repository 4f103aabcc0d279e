#pragma once
// The protocol's view of a Flip Nim position: the rules half of the game (game_position.hpp).
// First reads its clock from rtime and rinc, Second from btime and binc.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/flipnim/perft.hpp"
#include "engine/flipnim/position.hpp"
#include "protocol/game_position.hpp"

namespace zhuge::protocol {

class FlipNimGamePosition final : public GamePositionOf<FlipNimGamePosition, flipnim::Position,
                                                        flipnim::diagram, flipnim::divide> {
 public:
  FlipNimGamePosition();

  std::optional<std::string> set_position(std::optional<std::string_view> fen,
                                          std::span<const std::string> moves) override;
  std::optional<Seat> side_to_move() const override;
  std::int64_t moves_left() const override;
  std::optional<std::string> check_root_moves(std::span<const std::string> moves) const override;

  // The actions `go searchmoves` names, already checked by check_root_moves().
  std::vector<flipnim::Action> root_actions(std::span<const std::string> moves) const;
};

}  // namespace zhuge::protocol
