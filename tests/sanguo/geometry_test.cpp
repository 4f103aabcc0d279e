#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "engine/sanguo/geometry.hpp"

namespace zhuge::sanguo {
namespace {

TEST_CASE("sanguo: board has 135 points, 243 orthogonal edges and 108 cells", "[sanguo]") {
  const Geometry& g = geometry();
  int edges = 0;
  for (const auto& n : g.neighbours) edges += n.size();
  CHECK(kPoints == 135);
  CHECK(edges / 2 == 243);
  CHECK(g.cells.size() == 108);
  REQUIRE(g.lines.size() == 30);
  for (std::size_t l = 0; l < g.lines.size(); ++l) CHECK(g.lines[l].size() == (l < 15 ? 9u : 10u));
  // Every side of every cell is an orthogonal edge; the triangle is not a cell.
  for (const auto& c : g.cells) {
    for (int i = 0; i < 4; ++i) {
      const auto& n = g.neighbours[c[i]];
      CHECK(std::find(n.begin(), n.end(), c[(i + 1) % 4]) != n.end());
    }
  }
}

TEST_CASE("sanguo: river links and the triangle", "[sanguo]") {
  const Geometry& g = geometry();
  auto linked = [&](const char* a, const char* b) {
    const auto& n = g.neighbours[*parse_point(a)];
    return std::find(n.begin(), n.end(), *parse_point(b)) != n.end();
  };
  for (auto [a, b] : {std::pair{"rf5", "gd5"},
                      {"rg5", "gc5"},
                      {"rh5", "gb5"},
                      {"ri5", "ga5"},
                      {"gf5", "bd5"},
                      {"gi5", "ba5"},
                      {"bf5", "rd5"},
                      {"bi5", "ra5"},
                      {"re5", "ge5"},
                      {"ge5", "be5"},
                      {"be5", "re5"}}) {
    CHECK(linked(a, b));
  }
  CHECK_FALSE(linked("rd5", "gf5"));  // a left bank faces the previous kingdom only
  CHECK_FALSE(linked("ra5", "gi5"));
  CHECK(g.neighbours[*parse_point("re5")].size() == 5);
}

TEST_CASE("sanguo: point names", "[sanguo]") {
  for (int i = 0; i < kPoints; ++i) {
    const Point p = static_cast<Point>(i);
    CHECK(parse_point(point_name(p)) == p);
  }
  CHECK(point_name(make_point(Kingdom::Wu, 7, 3)) == "gh3");
  for (const char* bad : {"", "re", "re0", "re6", "rj1", "xe1", "re10", "Re1"}) {
    CHECK_FALSE(parse_point(bad));
  }
}

TEST_CASE("sanguo: each jump target is reached by one path only", "[sanguo]") {
  // Move generation relies on this: a target never appears twice for one piece.
  const Geometry& g = geometry();
  for (int p = 0; p < kPoints; ++p) {
    for (const auto* jumps : {&g.horse[p], &g.flag_bearer[p]}) {
      std::set<Point> targets;
      for (const Jump& j : *jumps) CHECK(targets.insert(j.point).second);
    }
  }
}

}  // namespace
}  // namespace zhuge::sanguo
