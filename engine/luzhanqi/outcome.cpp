#include "engine/luzhanqi/outcome.hpp"

#include "engine/luzhanqi/movegen.hpp"

namespace zhuge::luzhanqi {

GameResult result_for(Color won, EndReason reason) {
  GameResult result{reason, {3, 3}};
  if (won != Color::None) {
    result.sixths[index(won)] = 6;
    result.sixths[index(opposite(won))] = 0;
  }
  return result;
}

Color winner(const GameResult& result) {
  if (result.sixths[0] == result.sixths[1]) return Color::None;
  return result.sixths[index(Color::Red)] > result.sixths[index(Color::Blue)] ? Color::Red
                                                                              : Color::Blue;
}

std::optional<GameResult> game_result(const Position& pos) {
  for (Color c : {Color::Red, Color::Blue}) {
    if (pos.flag_captured(c)) return result_for(opposite(c), EndReason::FlagCaptured);
  }
  // The 120th quiet ply ends the game at once, so §6.2 is not asked after it.
  if (pos.quiet_plies() >= kMoveLimit) {
    const int red = pos.pieces_of(Color::Red), blue = pos.pieces_of(Color::Blue);
    const Color ahead = red == blue ? Color::None : red > blue ? Color::Red : Color::Blue;
    return result_for(ahead, EndReason::MoveLimit);
  }
  if (pos.hidden()) return std::nullopt;
  ActionList moves;
  generate_moves(pos, moves);
  if (!moves.empty()) return std::nullopt;
  const Color side = pos.side_to_move();
  return result_for(side == Color::None ? Color::None : opposite(side), EndReason::NoAction);
}

std::string_view reason_name(EndReason reason) {
  switch (reason) {
    case EndReason::FlagCaptured:
      return "flag captured";
    case EndReason::NoAction:
      return "no action";
    case EndReason::MoveLimit:
      return "move limit";
  }
  return "";
}

}  // namespace zhuge::luzhanqi
