#include "engine/sanguo/geometry.hpp"

#include <algorithm>

namespace zhuge::sanguo {

namespace {

constexpr int kE = 4;  // the e-file

// §2.1: ranks, then the file lines across each river branch, then the centre files.
std::vector<std::vector<Point>> build_lines() {
  std::vector<std::vector<Point>> lines;
  for (int k = 0; k < kKingdoms; ++k) {
    for (int rank = 1; rank <= kRanks; ++rank) {
      std::vector<Point> line;
      for (int file = 0; file < kFiles; ++file) line.push_back(make_point(kingdom(k), file, rank));
      lines.push_back(line);
    }
  }
  // A file e+k of K continues into the file e-k of next(K); k = 0 gives the centre files.
  auto file_line = [](Kingdom k, int offset) {
    std::vector<Point> line;
    for (int rank = 1; rank <= kRanks; ++rank) line.push_back(make_point(k, kE + offset, rank));
    for (int rank = kRanks; rank >= 1; --rank)
      line.push_back(make_point(next(k), kE - offset, rank));
    return line;
  };
  for (int k = 0; k < kKingdoms; ++k) {
    for (int offset = 1; offset <= 4; ++offset) lines.push_back(file_line(kingdom(k), offset));
  }
  for (int k = 0; k < kKingdoms; ++k) lines.push_back(file_line(kingdom(k), 0));
  return lines;
}

// §2.2: unit squares inside each half, and four cells across each river branch.
std::vector<std::array<Point, 4>> build_cells() {
  std::vector<std::array<Point, 4>> cells;
  for (int k = 0; k < kKingdoms; ++k) {
    const Kingdom K = kingdom(k);
    for (int rank = 1; rank < kRanks; ++rank) {
      for (int file = 0; file + 1 < kFiles; ++file) {
        cells.push_back({make_point(K, file, rank), make_point(K, file + 1, rank),
                         make_point(K, file + 1, rank + 1), make_point(K, file, rank + 1)});
      }
    }
    for (int offset = 0; offset < 4; ++offset) {
      cells.push_back({make_point(K, kE + offset, kRanks), make_point(K, kE + offset + 1, kRanks),
                       make_point(next(K), kE - offset - 1, kRanks),
                       make_point(next(K), kE - offset, kRanks)});
    }
  }
  return cells;
}

// One way along one line from a point: the points ahead, and whether the line is a file.
struct Direction {
  std::vector<Point> ahead;
  bool along_file;
};

std::vector<Direction> directions(const std::vector<std::vector<Point>>& lines, Point p) {
  std::vector<Direction> result;
  for (std::size_t l = 0; l < lines.size(); ++l) {
    const auto& line = lines[l];
    const auto it = std::find(line.begin(), line.end(), p);
    if (it == line.end()) continue;
    const bool along_file = l >= static_cast<std::size_t>(kKingdoms * kRanks);
    result.push_back({{it + 1, line.end()}, along_file});
    result.push_back({{std::make_reverse_iterator(it), line.rend()}, along_file});
  }
  std::erase_if(result, [](const Direction& d) { return d.ahead.empty(); });
  return result;
}

// The corners opposite to `corner` in the cells that contain both `corner` and its orthogonal
// neighbour `along`: where a horse or flag-bearer lands after passing `corner` towards `along`.
std::vector<Point> diagonal_beyond(const std::vector<std::array<Point, 4>>& cells, Point corner,
                                   Point along) {
  std::vector<Point> result;
  for (const auto& cell : cells) {
    const auto i = std::find(cell.begin(), cell.end(), corner) - cell.begin();
    if (i == 4) continue;
    if (cell[(i + 1) % 4] == along || cell[(i + 3) % 4] == along)
      result.push_back(cell[(i + 2) % 4]);
  }
  return result;
}

// All points diagonal to p (opposite corners of a cell).
std::vector<Point> diagonals(const std::vector<std::array<Point, 4>>& cells, Point p) {
  std::vector<Point> result;
  for (const auto& cell : cells) {
    const auto i = std::find(cell.begin(), cell.end(), p) - cell.begin();
    if (i < 4) result.push_back(cell[(i + 2) % 4]);
  }
  return result;
}

template <class T, int N>
bool contains(const FixedList<T, N>& list, const T& t) {
  return std::find(list.begin(), list.end(), t) != list.end();
}

template <class T, int N>
void push_unique(FixedList<T, N>& list, const T& t) {
  if (!contains(list, t)) list.push_checked(t);
}

void build_rays(Geometry& g, Point p, const std::vector<Direction>& dirs) {
  for (const auto& d : dirs) {
    Ray ray;
    ray.length = static_cast<std::uint8_t>(d.ahead.size());
    std::copy(d.ahead.begin(), d.ahead.end(), ray.points.begin());
    std::uint8_t shared = 0;
    for (const Ray& earlier : g.rays[p]) {
      std::uint8_t n = 0;
      while (n < ray.length && n < earlier.length && ray.points[n] == earlier.points[n]) ++n;
      shared = std::max(shared, n);
    }
    if (shared == ray.length) continue;  // the same ray along the other centre line
    ray.fresh = shared;
    g.rays[p].push_checked(ray);
  }
}

void build_jumps(Geometry& g, Point p, const std::vector<Direction>& dirs) {
  for (const auto& d : dirs) {
    if (d.ahead.size() >= 2) {
      for (Point to : diagonal_beyond(g.cells, d.ahead[0], d.ahead[1])) {
        push_unique(g.horse[p], Jump{to, {d.ahead[0], d.ahead[0]}});
      }
    }
    if (d.ahead.size() >= 3) {
      for (Point to : diagonal_beyond(g.cells, d.ahead[1], d.ahead[2])) {
        push_unique(g.flag_bearer[p], Jump{to, {d.ahead[0], d.ahead[1]}});
      }
    }
  }
}

// A soldier at home moves along a file away from its home end; once crossed it moves along a
// file towards the end in its present half, or along the rank. Each file line ends on rank 1
// of two different halves, so "the end in the point's half" picks the direction.
void build_soldier(Geometry& g, Point p, const std::vector<Direction>& dirs) {
  for (const auto& d : dirs) {
    const bool towards_own_end = half_of(d.ahead.back()) == half_of(p);
    if (d.along_file && !towards_own_end) push_unique(g.soldier[p][0], d.ahead[0]);
    if (!d.along_file || towards_own_end) push_unique(g.soldier[p][1], d.ahead[0]);
  }
}

// Elephant: two diagonal steps the same way, eye empty, never leaving its half. Advisor: one
// diagonal step along the palace's diagonals, which all pass through the palace centre.
void build_palace_and_elephant(Geometry& g, Point p) {
  const Kingdom half = half_of(p);
  const Point centre = make_point(half, kE, 2);
  for (Point eye : diagonals(g.cells, p)) {
    if (half_of(eye) != half) continue;
    if (in_palace(p) && in_palace(eye) && (p == centre || eye == centre))
      g.advisor_steps[p].push_checked(eye);
    for (Point to : diagonals(g.cells, eye)) {
      const bool straight = half_of(to) == half &&
                            file_of(to) - file_of(eye) == file_of(eye) - file_of(p) &&
                            rank_of(to) - rank_of(eye) == rank_of(eye) - rank_of(p);
      if (straight) g.elephant[p].push_checked(Jump{to, {eye, eye}});
    }
  }
  for (Point q : g.neighbours[p]) {
    if (in_palace(p) && in_palace(q) && half_of(q) == half) g.general_steps[p].push_checked(q);
  }
}

void build_reverse(Geometry& g) {
  for (int i = 0; i < kPoints; ++i) {
    const Point p = static_cast<Point>(i);
    for (const Jump& j : g.horse[p]) g.horse_from[j.point].push_checked(Jump{p, j.block});
    for (const Jump& j : g.flag_bearer[p])
      g.flag_bearer_from[j.point].push_checked(Jump{p, j.block});
    for (const Jump& j : g.elephant[p]) g.elephant_from[j.point].push_checked(Jump{p, j.block});
    for (Point q : g.advisor_steps[p]) g.advisor_from[q].push_checked(p);
    for (int crossed = 0; crossed < 2; ++crossed) {
      for (Point q : g.soldier[p][crossed]) g.soldier_from[q][crossed].push_checked(p);
    }
  }
}

void build_attack_paths(Geometry& g) {
  for (int i = 0; i < kPoints; ++i) {
    PointSet& paths = g.attack_paths[i];
    for (const Ray& r : g.rays[i]) {
      for (int k = 0; k < r.length; ++k) paths.set(r.points[k]);
    }
    const auto add_jumps = [&](const auto& jumps) {
      for (const Jump& j : jumps) {
        paths.set(j.point);
        paths.set(j.block[0]);
        paths.set(j.block[1]);
      }
    };
    add_jumps(g.horse_from[i]);
    add_jumps(g.flag_bearer_from[i]);
    add_jumps(g.elephant_from[i]);
    for (Point q : g.advisor_from[i]) paths.set(q);
    for (const auto& from : g.soldier_from[i]) {
      for (Point q : from) paths.set(q);
    }
  }
}

Geometry build() {
  Geometry g{};  // zeroes the lists' unused slots: the tables are copied whole
  g.lines = build_lines();
  g.cells = build_cells();
  for (const auto& line : g.lines) {
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
      push_unique(g.neighbours[line[i]], line[i + 1]);
      push_unique(g.neighbours[line[i + 1]], line[i]);
    }
  }
  for (int i = 0; i < kPoints; ++i) {
    const Point p = static_cast<Point>(i);
    const auto dirs = directions(g.lines, p);
    build_rays(g, p, dirs);
    build_jumps(g, p, dirs);
    build_soldier(g, p, dirs);
    build_palace_and_elephant(g, p);
  }
  build_reverse(g);
  build_attack_paths(g);
  return g;
}

}  // namespace

const Geometry& geometry() {
  static const Geometry g = build();
  return g;
}

}  // namespace zhuge::sanguo
