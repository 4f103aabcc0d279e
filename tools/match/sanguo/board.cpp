#include "tools/match/sanguo/board.hpp"

#include "engine/sanguo/geometry.hpp"
#include "tools/match/board_message.hpp"
#include "tools/match/sanguo/arbiter.hpp"

namespace zhuge::match {

using nlohmann::json;

json sanguo_board(bool flag_bearers) {
  using namespace sanguo;
  const Geometry& g = geometry();
  json points = json::array(), edges = json::array();
  for (int i = 0; i < kPoints; ++i) {
    const auto p = static_cast<Point>(i);
    points.push_back({{"name", point_name(p)}, {"kind", in_palace(p) ? "palace" : "point"}});
    for (Point n : g.neighbours[p]) {
      if (n > p) edges.push_back(board_edge(point_name(p), point_name(n), "line"));
    }
    // The advisors' steps are the palace diagonals.
    for (Point n : g.advisor_steps[p]) {
      if (n > p) edges.push_back(board_edge(point_name(p), point_name(n), "palace"));
    }
  }
  return board_message(kSanguo, flag_bearers, points, edges);
}

}  // namespace zhuge::match
