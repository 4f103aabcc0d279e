#pragma once
// A deliberately naive second implementation of Luzhanqi flip, written straight
// from the rule text (docs/rules/luzhanqi-flip.md): squares are names,
// the board is a grid of letters, roads and railways are worked out from the
// text's lists at run time. It is slow and obvious on purpose: the fast engine
// must agree with it.

#include <map>
#include <set>
#include <string>

namespace zhuge::luzhanqi::naive {

struct State {
  std::map<std::string, char> board;  // square name -> letter, '?' hidden, '.' empty
  std::map<char, int> pool;           // letter -> count
  char side = '-';                    // 'r', 'b' or '-'
  int quiet = 0;
  int ply = 0;
};

State from_fen(const std::string& fen);
std::string to_fen(const State& s);

// Every legal action in notation: flips as `c3c3` (outcome unknown), moves as `a2a11`.
std::set<std::string> actions(const State& s);
// Applies a move, or a flip given as `c3c3M`.
State play(const State& s, const std::string& action);

// perft(depth) per §7.3, flips expanded over the distinct letters in the pool.
unsigned long long perft(const State& s, int depth);

// "red", "blue", "draw" when the game is over per §6, else "".
std::string result(const State& s);

}  // namespace zhuge::luzhanqi::naive
