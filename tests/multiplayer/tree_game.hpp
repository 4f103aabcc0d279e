#pragma once
// A hand-made game tree of three players as a MultiplayerGame, for checking the algorithms against
// values computed by hand. A node lists its children for each player who may be to move there (a
// pass hands the turn on at the same node); a node without children for the side to move is a leaf.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "search/multiplayer/game.hpp"

namespace zhuge::search::multiplayer::testing {

inline constexpr int kTreePlayers = 3;

struct TreeNode {
  int side = 0;
  Values<kTreePlayers> values{};                          // the evaluation
  std::uint8_t in_play = 7;                               // bit p: player p in play
  std::array<std::vector<int>, kTreePlayers> children{};  // [side to move]
  bool danger = false;                                    // a general stands attacked here
};

class TreeGame {
 public:
  using Move = int;  // the child's node index
  using Undo = int;
  struct MoveList {
    std::vector<int> moves;
    int size() const { return int(moves.size()); }
    int operator[](int i) const { return moves[std::size_t(i)]; }
    int* begin() { return moves.data(); }
    void resize(int n) { moves.resize(std::size_t(n)); }
    static constexpr int kCapacity = 64;
  };
  static constexpr int kPlayers = kTreePlayers;
  static constexpr int kHistorySize = 64;

  explicit TreeGame(std::vector<TreeNode> nodes, int root = 0)
      : nodes_(std::move(nodes)), path_{{root, nodes_[std::size_t(root)].side}} {}

  int side() const { return path_.back().side; }
  bool in_play(int p) const { return node().in_play >> p & 1; }
  int players_in_play() const { return __builtin_popcount(node().in_play); }
  std::uint64_t key() const { return std::uint64_t(path_.back().node * kPlayers + side() + 1); }
  int reversible_plies() const { return 100; }
  void generate(MoveList& list) const { list.moves = node().children[std::size_t(side())]; }
  void generate_captures(MoveList& list) const { list.moves.clear(); }
  std::optional<Move> only_move() const {
    const auto& moves = node().children[std::size_t(side())];
    return moves.size() == 1 ? std::optional<Move>(moves[0]) : std::nullopt;
  }
  bool is_capture(Move) const { return false; }
  int capture_order(Move) const { return 0; }
  bool captures_from(Move, int) const { return false; }
  bool in_check() const { return false; }
  bool general_in_danger() const { return node().danger; }
  bool endangers_general(Move m) const { return nodes_[std::size_t(m)].danger; }
  Undo make(Move m) {
    path_.push_back({m, nodes_[std::size_t(m)].side});
    return 0;
  }
  void unmake(Undo) { path_.pop_back(); }
  void pass() { path_.push_back({path_.back().node, (side() + 1) % kPlayers}); }
  void unpass() { path_.pop_back(); }
  std::optional<Values<kPlayers>> outcome() const { return std::nullopt; }
  Values<kPlayers> evaluate() const { return node().values; }
  Values<kPlayers> draw() const { return {}; }
  static std::uint16_t encode(Move m) { return std::uint16_t(m + 1); }
  static int history_index(Move m) { return m; }
  std::string notation(Move m) const { return std::to_string(m); }

 private:
  struct Step {
    int node;
    int side;
  };
  const TreeNode& node() const { return nodes_[std::size_t(path_.back().node)]; }

  std::vector<TreeNode> nodes_;
  std::vector<Step> path_;
};

static_assert(MultiplayerGame<TreeGame>);

}  // namespace zhuge::search::multiplayer::testing
