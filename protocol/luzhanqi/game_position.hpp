#pragma once
// The protocol's view of a Luzhanqi flip position: the rules half of the game (game_position.hpp).

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/luzhanqi/action.hpp"
#include "engine/luzhanqi/diagram.hpp"
#include "engine/luzhanqi/perft.hpp"
#include "engine/luzhanqi/position.hpp"
#include "protocol/game_position.hpp"

namespace zhuge::protocol {

class LuzhanqiGamePosition final : public GamePositionOf<LuzhanqiGamePosition, luzhanqi::Position,
                                                         luzhanqi::diagram, luzhanqi::divide> {
 public:
  LuzhanqiGamePosition();

  std::optional<std::string> set_position(std::optional<std::string_view> fen,
                                          std::span<const std::string> moves) override;
  std::optional<Seat> side_to_move() const override;
  std::int64_t moves_left() const override;
  std::optional<std::string> check_root_moves(std::span<const std::string> moves) const override;

  // How position() was reached, so that a search can find it in the tree it kept: the FEN of the
  // last `position` (nullopt: the start position) and the actions since.
  const std::optional<std::string>& start() const { return start_; }
  const std::vector<luzhanqi::Action>& history() const { return history_; }
  // The actions `go searchmoves` names, already checked by check_root_moves().
  static std::vector<luzhanqi::Action> root_actions(std::span<const std::string> moves);

 private:
  std::optional<std::string> start_;
  std::vector<luzhanqi::Action> history_;
};

}  // namespace zhuge::protocol
