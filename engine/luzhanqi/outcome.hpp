#pragma once
// The end of a Luzhanqi flip game (rules §6) and its reason.

#include <optional>
#include <string_view>

#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

enum class EndReason { FlagCaptured, NoAction, MoveLimit };

struct GameResult {
  Color winner = Color::None;  // Color::None is a draw
  EndReason reason = EndReason::FlagCaptured;
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

inline constexpr int kMoveLimit = 120;  // quiet plies that end the game (§6.3)

// The result if the game is over in `pos`, checked in the order of §6.
std::optional<GameResult> game_result(const Position& pos);

std::string_view reason_name(EndReason reason);

}  // namespace zhuge::luzhanqi
