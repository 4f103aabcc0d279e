#include "tests/sanguo/naive_movegen.hpp"

#include <algorithm>
#include <utility>

namespace zhuge::sanguo::naive {

namespace {

// Points are numbered kingdom * 45 + (rank - 1) * 9 + file here too, but only names leave.
int pt(int k, int file, int rank) {
  return k * 45 + (rank - 1) * 9 + file;
}
int half(int p) {
  return p / 45;
}
int file(int p) {
  return p % 9;
}
int rank(int p) {
  return p % 45 / 9 + 1;
}
std::string name(int p) {
  return {"rgb"[half(p)], static_cast<char>('a' + file(p)), static_cast<char>('1' + rank(p) - 1)};
}
bool palace(int p) {
  return file(p) >= 3 && file(p) <= 5 && rank(p) <= 3;
}

struct Walk {
  std::vector<int> ahead;
  bool rank_line;
};

// §2.1 and §2.2 as written. For speed the lines and cells through each point are listed once;
// moves are still found by walking them.
struct Model {
  std::vector<std::vector<int>> lines;
  std::vector<bool> is_rank_line;
  std::vector<std::array<int, 4>> cells;
  std::array<std::vector<Walk>, 135> walks;  // every way along every line through p
  std::array<std::vector<std::array<int, 4>>, 135> cells_at;  // the cells with p as a corner
};

Model build() {
  Model m;
  for (int k = 0; k < 3; ++k) {
    for (int r = 1; r <= 5; ++r) {
      std::vector<int> line;
      for (int f = 0; f < 9; ++f) line.push_back(pt(k, f, r));
      m.lines.push_back(line);
      m.is_rank_line.push_back(true);
    }
    for (int d = 0; d <= 4; ++d) {  // d = 0: the centre file
      std::vector<int> line;
      for (int r = 1; r <= 5; ++r) line.push_back(pt(k, 4 + d, r));
      for (int r = 5; r >= 1; --r) line.push_back(pt((k + 1) % 3, 4 - d, r));
      m.lines.push_back(line);
      m.is_rank_line.push_back(false);
    }
    for (int f = 0; f < 8; ++f) {
      for (int r = 1; r < 5; ++r) {
        m.cells.push_back({pt(k, f, r), pt(k, f + 1, r), pt(k, f + 1, r + 1), pt(k, f, r + 1)});
      }
    }
    for (int d = 0; d < 4; ++d) {
      m.cells.push_back(
          {pt(k, 4 + d, 5), pt(k, 5 + d, 5), pt((k + 1) % 3, 3 - d, 5), pt((k + 1) % 3, 4 - d, 5)});
    }
  }
  for (std::size_t l = 0; l < m.lines.size(); ++l) {
    const auto& line = m.lines[l];
    for (std::size_t i = 0; i < line.size(); ++i) {
      Walk up{{line.begin() + i + 1, line.end()}, m.is_rank_line[l]};
      Walk down{{line.rend() - i, line.rend()}, m.is_rank_line[l]};
      for (Walk* w : {&up, &down}) {
        if (!w->ahead.empty()) m.walks[line[i]].push_back(*w);
      }
    }
  }
  for (const auto& c : m.cells) {
    for (int p : c) m.cells_at[p].push_back(c);
  }
  return m;
}

const Model& model() {
  static const Model m = build();
  return m;
}

const std::vector<Walk>& walks(int p) {
  return model().walks[p];
}

// A piece's destinations, possibly repeated (no allocation: this runs millions of times).
struct Targets {
  std::array<int, 64> points;
  int size = 0;
  void push(int p) { points[size++] = p; }
  bool contains(int p) const {
    return std::find(points.begin(), points.begin() + size, p) != points.begin() + size;
  }
};

// Calls f with the opposite corner of a in each cell holding both a and b.
template <class F>
void beyond(int a, int b, F&& f) {
  for (const auto& c : model().cells_at[a]) {
    for (int i = 0; i < 4; ++i) {
      if (c[i] == a && (c[(i + 1) % 4] == b || c[(i + 3) % 4] == b)) f(c[(i + 2) % 4]);
    }
  }
}

using Board = std::array<Square, 135>;

// Points the piece on p can move to, captures of own pieces left out.
Targets targets(const Board& b, int p) {
  const Square s = b[p];
  Targets out;
  auto add = [&](int q) {
    if (b[q].owner != s.owner) out.push(q);
  };
  const auto& ws = walks(p);
  switch (s.type) {
    case 'K':
      for (const Walk& w : ws) {
        const int q = w.ahead[0];
        if (half(q) == s.owner && palace(q)) add(q);  // a step ends in the home palace
        for (int x : w.ahead) {
          if (b[x].owner < 0) continue;
          if (b[x].type == 'K') add(x);
          break;
        }
      }
      break;
    case 'A': {
      const int k = half(p);
      const std::vector<std::vector<int>> diagonals = {{pt(k, 3, 1), pt(k, 4, 2), pt(k, 5, 3)},
                                                       {pt(k, 5, 1), pt(k, 4, 2), pt(k, 3, 3)}};
      for (const auto& d : diagonals) {
        for (int i = 0; i + 1 < 3; ++i) {
          if (d[i] == p) add(d[i + 1]);
          if (d[i + 1] == p) add(d[i]);
        }
      }
      break;
    }
    case 'E':
      for (int df : {-1, 1}) {
        for (int dr : {-1, 1}) {
          const int f = file(p) + 2 * df, r = rank(p) + 2 * dr;
          if (f < 0 || f > 8 || r < 1 || r > 5) continue;
          if (b[pt(half(p), file(p) + df, rank(p) + dr)].owner < 0) add(pt(half(p), f, r));
        }
      }
      break;
    case 'H':
      for (const Walk& w : ws) {
        if (w.ahead.size() < 2 || b[w.ahead[0]].owner >= 0) continue;
        beyond(w.ahead[0], w.ahead[1], add);
      }
      break;
    case 'F':
      for (const Walk& w : ws) {
        if (w.ahead.size() < 3 || b[w.ahead[0]].owner >= 0 || b[w.ahead[1]].owner >= 0) continue;
        beyond(w.ahead[1], w.ahead[2], add);
      }
      break;
    case 'R':
    case 'C':
      for (const Walk& w : ws) {
        bool screen = false;
        for (int x : w.ahead) {
          if (b[x].owner < 0) {
            if (!screen) add(x);
            continue;
          }
          if (s.type == 'R' || screen) {
            add(x);
            break;
          }
          screen = true;
        }
      }
      break;
    case 'P':
      if (!s.crossed) {
        if (rank(p) < 5) add(pt(half(p), file(p), rank(p) + 1));
        for (const Walk& w : ws) {  // over the river: the file goes on into another half
          if (rank(p) == 5 && !w.rank_line && half(w.ahead[0]) != half(p)) add(w.ahead[0]);
        }
      } else {
        if (rank(p) > 1) add(pt(half(p), file(p), rank(p) - 1));
        if (file(p) > 0) add(pt(half(p), file(p) - 1, rank(p)));
        if (file(p) < 8) add(pt(half(p), file(p) + 1, rank(p)));
      }
      break;
  }
  return out;
}

int general_of(const Board& b, int k) {
  for (int p = 0; p < 135; ++p) {
    if (b[p].owner == k && b[p].type == 'K') return p;
  }
  return -1;
}

// Attacked by any rival piece (facing included: a general's capture of a facing general).
bool attacked(const Board& b, int k) {
  const int g = general_of(b, k);
  for (int p = 0; p < 135; ++p) {
    if (b[p].owner < 0 || b[p].owner == k) continue;
    if (targets(b, p).contains(g)) return true;
  }
  return false;
}

void transfer(Board& b, int from, int to) {
  for (auto& s : b) {
    if (s.owner == from) s.owner = to;
  }
}

// The move applied to the board, with the army of a captured general passed on.
Board moved(const Board& b, int from, int to) {
  Board n = b;
  const Square captured = n[to];
  n[to] = n[from];
  n[from] = Square{};
  if (n[to].type == 'P' && half(to) != half(from)) n[to].crossed = true;
  if (captured.type == 'K') transfer(n, captured.owner, n[to].owner);
  return n;
}

int next_in_play(const Game& g, int k) {
  int n = (k + 1) % 3;
  while (!g.in_play[n] && n != k) n = (n + 1) % 3;
  return n;
}

int in_play_count(const Game& g) {
  return g.in_play[0] + g.in_play[1] + g.in_play[2];
}

Game settled(Game g) {
  while (in_play_count(g) > 1 && legal_moves(g).empty()) {
    const int loser = g.side;
    g.board[general_of(g.board, loser)] = Square{};
    transfer(g.board, loser, g.last_mover);
    g.in_play[loser] = false;
    g.side = next_in_play(g, loser);
  }
  return g;
}

}  // namespace

Game from_position(const Position& pos) {
  Game g;
  for (int p = 0; p < 135; ++p) {
    const Piece piece = pos.at(static_cast<Point>(p));
    if (!piece) continue;
    g.board[p] = {index(owner_of(piece)), piece_letter(type_of(piece)), is_crossed(piece)};
  }
  for (int k = 0; k < 3; ++k) g.in_play[k] = pos.in_play(kingdom(k));
  g.side = index(pos.side_to_move());
  g.last_mover = (g.side + 2) % 3;
  while (!g.in_play[g.last_mover]) g.last_mover = (g.last_mover + 2) % 3;
  return g;
}

std::vector<std::string> legal_moves(const Game& g) {
  std::vector<std::string> result;
  for (int p = 0; p < 135; ++p) {
    if (g.board[p].owner != g.side) continue;
    const Targets t = targets(g.board, p);
    for (int i = 0; i < t.size; ++i) {
      const int q = t.points[i];
      const Board n = moved(g.board, p, q);
      if (!attacked(n, g.side)) result.push_back(name(p) + name(q));
    }
  }
  std::sort(result.begin(), result.end());
  result.erase(std::unique(result.begin(), result.end()), result.end());
  return result;
}

Game play(const Game& g, const std::string& move) {
  int from = -1, to = -1;
  for (int p = 0; p < 135; ++p) {
    if (name(p) == move.substr(0, 3)) from = p;
    if (name(p) == move.substr(3, 3)) to = p;
  }
  Game n = g;
  const bool general_taken = g.board[to].type == 'K';
  n.board = moved(g.board, from, to);
  if (general_taken) n.in_play[g.board[to].owner] = false;
  n.last_mover = g.side;
  n.side = next_in_play(n, g.side);
  return settled(n);
}

Game settle(const Game& g) {
  return settled(g);
}

std::uint64_t perft(const Game& g, int depth) {
  if (depth == 0) return 1;
  if (in_play_count(g) == 1) return 0;
  const auto moves = legal_moves(g);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const auto& m : moves) n += perft(play(g, m), depth - 1);
  return n;
}

bool same(const Game& g, const Position& pos) {
  const Game other = from_position(pos);
  for (int p = 0; p < 135; ++p) {
    const Square a = g.board[p], b = other.board[p];
    if (a.owner != b.owner || a.type != b.type || a.crossed != b.crossed) return false;
  }
  return g.side == other.side && g.in_play == other.in_play;
}

}  // namespace zhuge::sanguo::naive
