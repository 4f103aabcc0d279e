#pragma once
// The end of a Luzhanqi flip game (rules §6) and its reason.

#include <optional>
#include <string_view>

#include "engine/core/game_result.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

enum class EndReason { FlagCaptured, NoAction, MoveLimit };

// Points by colour: index(Color::Red) and index(Color::Blue).
using GameResult = zhuge::GameResult<2, EndReason>;

// The result of a game `won` won (Color::None: drawn) by `reason`.
GameResult result_for(Color won, EndReason reason);
// Who won, Color::None for a draw.
Color winner(const GameResult& result);

inline constexpr int kMoveLimit = 120;  // quiet plies that end the game (§6.3)

// The result if the game is over in `pos`, checked in the order of §6.
std::optional<GameResult> game_result(const Position& pos);

std::string_view reason_name(EndReason reason);

}  // namespace zhuge::luzhanqi
