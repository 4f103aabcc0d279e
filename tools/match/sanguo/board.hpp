#pragma once
// The sanguo `board` message: points and palace points, the lines (river crossings and the
// central triangle included) and the palace diagonals.
#include <nlohmann/json.hpp>

namespace zhuge::match {

nlohmann::json sanguo_board(bool flag_bearers);

}  // namespace zhuge::match
