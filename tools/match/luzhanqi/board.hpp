#pragma once
// The luzhanqi `board` message: posts, stations, camps and headquarters, roads and railways.
#include <nlohmann/json.hpp>

namespace zhuge::match {

nlohmann::json luzhanqi_board();

}  // namespace zhuge::match
