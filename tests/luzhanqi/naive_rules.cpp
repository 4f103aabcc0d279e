#include "tests/luzhanqi/naive_rules.hpp"

#include <sstream>
#include <vector>

namespace zhuge::luzhanqi::naive {

namespace {

const std::string kFiles = "abcde";
const std::vector<std::string> kCamps = {"b3", "d3", "c4", "b5",  "d5",
                                         "b8", "d8", "c9", "b10", "d10"};
const std::vector<std::string> kHeadquarters = {"b1", "d1", "b12", "d12"};
const std::string kOrder = "MGDRCJKTSBLFmgdrcjktsblf";

std::string sq(char file, int rank) {
  return std::string(1, file) + std::to_string(rank);
}
char file_of(const std::string& s) {
  return s[0];
}
int rank_of(const std::string& s) {
  return std::stoi(s.substr(1));
}
bool contains(const std::vector<std::string>& v, const std::string& s) {
  for (const auto& x : v)
    if (x == s) return true;
  return false;
}
bool is_camp(const std::string& s) {
  return contains(kCamps, s);
}
bool is_hq(const std::string& s) {
  return contains(kHeadquarters, s);
}

const std::vector<std::string>& all_squares() {
  static const std::vector<std::string> squares = [] {
    std::vector<std::string> v;
    for (int r = 1; r <= 12; ++r)
      for (char f : kFiles) v.push_back(sq(f, r));
    return v;
  }();
  return squares;
}

// §1.2: the railway lines as ordered lists of points.
std::vector<std::vector<std::string>> make_railway_lines() {
  std::vector<std::vector<std::string>> lines;
  for (int r : {2, 6, 7, 11}) {
    std::vector<std::string> line;
    for (char f : kFiles) line.push_back(sq(f, r));
    lines.push_back(line);
  }
  for (char f : {'a', 'e'}) {
    std::vector<std::string> line;
    for (int r = 2; r <= 11; ++r) line.push_back(sq(f, r));
    lines.push_back(line);
  }
  lines.push_back({"c6", "c7"});
  return lines;
}

const std::vector<std::vector<std::string>>& railway_lines() {
  static const auto lines = make_railway_lines();
  return lines;
}

bool rail_edge(const std::string& a, const std::string& b) {
  for (const auto& line : railway_lines())
    for (size_t i = 0; i + 1 < line.size(); ++i)
      if ((line[i] == a && line[i + 1] == b) || (line[i] == b && line[i + 1] == a)) return true;
  return false;
}

// §1.1: roads.
bool road(const std::string& a, const std::string& b) {
  const int df = std::abs(file_of(a) - file_of(b)), dr = std::abs(rank_of(a) - rank_of(b));
  if (df + dr == 1) {
    const bool same_half = (rank_of(a) <= 6) == (rank_of(b) <= 6);
    if (same_half) return true;
    return df == 0 && (file_of(a) == 'a' || file_of(a) == 'c' || file_of(a) == 'e');
  }
  if (df == 1 && dr == 1) return is_camp(a) || is_camp(b);
  return false;
}

bool is_red(char c) {
  return c >= 'A' && c <= 'Z';
}
char colour(char c) {
  return is_red(c) ? 'r' : 'b';
}
char upper(char c) {
  return is_red(c) ? c : char(c - 'a' + 'A');
}
int officer_rank(char c) {
  return 9 - int(std::string("MGDRCJKTS").find(upper(c)));
}

bool mines_left(const State& s, char col) {
  const char mine = col == 'r' ? 'L' : 'l';
  for (const auto& [square, letter] : s.board)
    if (letter == mine) return true;
  auto it = s.pool.find(mine);
  return it != s.pool.end() && it->second > 0;
}

bool flag_gone(const State& s, char col) {
  const char flag = col == 'r' ? 'F' : 'f';
  for (const auto& [square, letter] : s.board)
    if (letter == flag) return false;
  auto it = s.pool.find(flag);
  return it == s.pool.end() || it->second == 0;
}

// Can the piece on `from` attack the piece on `to` (§4, §5)?
bool may_attack(const State& s, const std::string& from, const std::string& to) {
  const char a = s.board.at(from), d = s.board.at(to);
  if (d == '?' || d == '.' || colour(d) == colour(a) || is_camp(to)) return false;
  if (upper(d) == 'F') return upper(a) == 'S' && !mines_left(s, colour(d));
  return true;
}

}  // namespace

State from_fen(const std::string& fen) {
  State s;
  std::istringstream in(fen);
  std::string board, side, pool;
  in >> board >> side >> pool >> s.quiet >> s.ply;
  int rank = 12;
  char file = 'a';
  for (char c : board) {
    if (c == '/') {
      --rank;
      file = 'a';
    } else if (c >= '1' && c <= '5') {
      for (int i = 0; i < c - '0'; ++i) s.board[sq(file++, rank)] = '.';
    } else {
      s.board[sq(file++, rank)] = c;
    }
  }
  s.side = side[0];
  if (pool != "-")
    for (char c : pool) ++s.pool[c];
  return s;
}

std::string to_fen(const State& s) {
  std::string out;
  for (int rank = 12; rank >= 1; --rank) {
    int empty = 0;
    for (char f : kFiles) {
      const char c = s.board.at(sq(f, rank));
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty) out += std::to_string(empty);
    if (rank > 1) out += '/';
  }
  std::string pool;
  for (char c : kOrder) {
    auto it = s.pool.find(c);
    if (it != s.pool.end()) pool += std::string(it->second, c);
  }
  out += ' ' + std::string(1, s.side) + ' ' + (pool.empty() ? "-" : pool) + ' ' +
         std::to_string(s.quiet) + ' ' + std::to_string(s.ply);
  return out;
}

std::set<std::string> actions(const State& s) {
  std::set<std::string> out;
  if (flag_gone(s, 'r') || flag_gone(s, 'b')) return out;
  for (const auto& [square, letter] : s.board)
    if (letter == '?') out.insert(square + square);
  if (s.side == '-') return out;
  for (const auto& [from, letter] : s.board) {
    if (letter == '?' || letter == '.' || colour(letter) != s.side) continue;
    if (upper(letter) == 'L' || upper(letter) == 'F' || is_hq(from)) continue;
    auto consider = [&](const std::string& to) {
      if (s.board.at(to) == '.' || may_attack(s, from, to)) out.insert(from + to);
    };
    for (const auto& to : all_squares())
      if (road(from, to)) consider(to);
    if (upper(letter) == 'S') {
      // Any path through the railway network over empty points.
      std::set<std::string> seen = {from};
      std::vector<std::string> stack = {from};
      while (!stack.empty()) {
        const std::string at = stack.back();
        stack.pop_back();
        for (const auto& next : all_squares()) {
          if (seen.count(next) || !rail_edge(at, next)) continue;
          seen.insert(next);
          consider(next);
          if (s.board.at(next) == '.') stack.push_back(next);
        }
      }
    } else {
      // Straight along each railway line through `from`.
      for (const auto& line : railway_lines()) {
        for (size_t i = 0; i < line.size(); ++i) {
          if (line[i] != from) continue;
          for (int step : {-1, 1}) {
            for (int j = int(i) + step; j >= 0 && j < int(line.size()); j += step) {
              consider(line[j]);
              if (s.board.at(line[j]) != '.') break;
            }
          }
        }
      }
    }
  }
  return out;
}

State play(const State& s, const std::string& action) {
  State t = s;
  ++t.ply;
  // Split into two squares, and an optional outcome letter for a flip.
  size_t split = 1;
  while (split < action.size() && !(action[split] >= 'a' && action[split] <= 'e')) ++split;
  std::string a = action.substr(0, split), b = action.substr(split);
  char reveal = 0;
  if (!isdigit(b.back())) {
    reveal = b.back();
    b.pop_back();
  }
  if (a == b) {
    t.board[a] = reveal;
    --t.pool[reveal];
    if (t.pool[reveal] == 0) t.pool.erase(reveal);
    t.side = t.side == '-' ? (colour(reveal) == 'r' ? 'b' : 'r') : (t.side == 'r' ? 'b' : 'r');
    t.quiet = 0;
    return t;
  }
  t.side = t.side == 'r' ? 'b' : 'r';
  const char att = s.board.at(a), def = s.board.at(b);
  t.board[a] = '.';
  if (def == '.') {
    t.board[b] = att;
    ++t.quiet;
    return t;
  }
  t.quiet = 0;
  if (upper(def) == 'F') {
    t.board[b] = att;
  } else if (upper(att) == 'B' || upper(def) == 'B') {
    t.board[b] = '.';
  } else if (upper(def) == 'L') {
    t.board[b] = upper(att) == 'S' ? att : def;
  } else if (officer_rank(att) == officer_rank(def)) {
    t.board[b] = '.';
  } else {
    t.board[b] = officer_rank(att) > officer_rank(def) ? att : def;
  }
  return t;
}

unsigned long long perft(const State& s, int depth) {
  if (depth == 0) return 1;
  unsigned long long n = 0;
  for (const auto& act : actions(s)) {
    const bool flip = act.substr(0, act.size() / 2) == act.substr(act.size() / 2);
    if (!flip) {
      n += depth == 1 ? 1 : perft(play(s, act), depth - 1);
      continue;
    }
    for (const auto& [letter, count] : s.pool) {
      if (count > 0) n += depth == 1 ? 1 : perft(play(s, act + letter), depth - 1);
    }
  }
  return n;
}

std::string result(const State& s) {
  if (flag_gone(s, 'r')) return "blue";
  if (flag_gone(s, 'b')) return "red";
  if (s.quiet >= 120) {
    int red = 0, blue = 0;
    for (const auto& [square, letter] : s.board)
      if (letter != '.' && letter != '?') (is_red(letter) ? red : blue)++;
    for (const auto& [letter, count] : s.pool) (is_red(letter) ? red : blue) += count;
    return red == blue ? "draw" : red > blue ? "red" : "blue";
  }
  if (!actions(s).empty()) return "";
  return s.side == 'r' ? "blue" : s.side == 'b' ? "red" : "draw";
}

}  // namespace zhuge::luzhanqi::naive
