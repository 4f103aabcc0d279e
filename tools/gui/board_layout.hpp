#pragma once
// The `board` message: every point of a variant's board with its kind, and every pair of
// neighbours with the kind of line that joins them, read from the engine's geometry tables so
// that what the page draws is what the rules play.
#include <nlohmann/json.hpp>

namespace zhuge::gui {

nlohmann::json luzhanqi_board();
nlohmann::json sanguo_board(bool flag_bearers);

}  // namespace zhuge::gui
