#pragma once
// A move is told apart by its from- and to-points only (§2.1, §7.1).

#include <array>
#include <cstdint>
#include <string>

#include "engine/sanguo/types.hpp"

namespace zhuge::sanguo {

// Trivial, so that a MoveList is not filled in when it is created.
struct Move {
  Point from;
  Point to;
  bool operator==(const Move&) const = default;
};

std::string to_string(Move m);  // "rh3gb3"

// Room for every move of any valid position: a FEN holds at most three armies' pieces
// (fen.cpp checks the counts), which reach at most about 760 points together.
class MoveList {
 public:
  static constexpr int kCapacity = 1024;

  void push(Move m) { moves_[size_++] = m; }
  void clear() { size_ = 0; }
  void resize(int n) { size_ = n; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](int i) const { return moves_[i]; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }

 private:
  std::array<Move, kCapacity> moves_;
  int size_ = 0;
};

}  // namespace zhuge::sanguo
