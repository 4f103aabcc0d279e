#include "tools/match/luzhanqi/board.hpp"

#include "engine/luzhanqi/board.hpp"
#include "tools/match/board_message.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"

namespace zhuge::match {

using nlohmann::json;

json luzhanqi_board() {
  using namespace luzhanqi;
  json points = json::array(), edges = json::array();
  for (int i = 0; i < kSquares; ++i) {
    const auto s = static_cast<Square>(i);
    const char* kind = (kBoard.headquarters & bit(s)) ? "hq"
                       : (kBoard.camps & bit(s))      ? "camp"
                       : (kBoard.railway & bit(s))    ? "station"
                                                      : "post";
    points.push_back({{"name", square_name(s)}, {"kind", kind}});
    // Each pair once, from its lower square; a railway is also a road.
    for (Bitboard roads = kBoard.road[s]; roads;) {
      const Square n = pop_lowest(roads);
      if (n < s) continue;
      edges.push_back(board_edge(square_name(s), square_name(n),
                                 (kBoard.rail[s] & bit(n)) ? "railway" : "road"));
    }
  }
  return board_message(kLuzhanqi, false, points, edges);
}

}  // namespace zhuge::match
