#include "tools/gui/board_layout.hpp"

#include "engine/luzhanqi/board.hpp"
#include "engine/sanguo/geometry.hpp"

namespace zhuge::gui {

using nlohmann::json;

namespace {

json edge(const std::string& a, const std::string& b, const char* kind) {
  return {{"a", a}, {"b", b}, {"kind", kind}};
}

}  // namespace

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
      edges.push_back(
          edge(square_name(s), square_name(n), (kBoard.rail[s] & bit(n)) ? "railway" : "road"));
    }
  }
  return {{"type", "board"},
          {"variant", "luzhanqi-flip"},
          {"flag_bearers", false},
          {"points", points},
          {"edges", edges}};
}

json sanguo_board(bool flag_bearers) {
  using namespace sanguo;
  const Geometry& g = geometry();
  json points = json::array(), edges = json::array();
  for (int i = 0; i < kPoints; ++i) {
    const auto p = static_cast<Point>(i);
    points.push_back({{"name", point_name(p)}, {"kind", in_palace(p) ? "palace" : "point"}});
    for (Point n : g.neighbours[p]) {
      if (n > p) edges.push_back(edge(point_name(p), point_name(n), "line"));
    }
    // The advisors' steps are the palace diagonals.
    for (Point n : g.advisor_steps[p]) {
      if (n > p) edges.push_back(edge(point_name(p), point_name(n), "palace"));
    }
  }
  return {{"type", "board"},
          {"variant", "sanguo"},
          {"flag_bearers", flag_bearers},
          {"points", points},
          {"edges", edges}};
}

}  // namespace zhuge::gui
