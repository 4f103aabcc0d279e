#pragma once
// The ISMCTS tree is made of nodes and edges, as lc0 does it. An expanded node
// owns one contiguous block of edges, one per action (a decision node) or per
// outcome (a chance node); an edge gets its own node only when an iteration
// first goes through it. Most actions are never tried, so edges are kept small
// (luzhanqi's: 12 bytes where a node is 28).
//
// A decision node is a public state (the action that led to it is a move, or
// a chance action with its outcome); a chance node is a chance action whose
// outcome is not yet drawn (search/mcts/game.hpp). Nothing in a node or edge
// depends on a hidden identity.
//
// Values are from the view of the player who chose the action leading here
// (for a chance node and its outcomes: the player who played the chance action). Every field
// that threads share after publication is atomic.

#include <atomic>
#include <cstdint>
#include <limits>

namespace zhuge::search::mcts {

using NodeIndex = std::uint32_t;
using EdgeIndex = std::uint32_t;
inline constexpr NodeIndex kNoNode = 0;  // index 0 is never a child: it is the root

enum class NodeKind : std::uint8_t { Decision, Chance };
enum class Growth : std::uint8_t { Leaf, Expanding, Expanded };
// A solver verdict from the node's view.
enum class Proof : std::int8_t { Loss = -1, Unknown = 0, Win = 1 };

template <class Action>
struct Edge {
  // Set when the owner expands, before it publishes its edges.
  Action action{};
  // A chance outcome's weight (its count in the pool); for an action that stands for a group
  // of alike ones (ChanceGame::group_actions), the group's size; else 0.
  std::uint8_t weight = 0;
  float bias = 0.0f;  // progressive bias in [-1, 1]
  // The node behind this edge once an iteration has gone through it.
  std::atomic<NodeIndex> child{kNoNode};

  NodeIndex node() const { return child.load(std::memory_order_acquire); }
};

template <class Action>
struct Node {
  // Set once when the node is made, before its edge publishes it.
  Action action{};
  NodeKind kind = NodeKind::Decision;
  std::uint16_t edge_count = 0;
  std::atomic<Growth> growth{Growth::Leaf};
  std::atomic<Proof> proof{Proof::Unknown};
  EdgeIndex first_edge = 0;  // valid once expanded

  std::atomic<std::uint32_t> visits{0};
  std::atomic<std::int32_t> virtual_loss{0};
  std::atomic<float> value_sum{0.0f};
  // The evaluation's minimax value; NaN until the node is first evaluated.
  std::atomic<float> minimax{std::numeric_limits<float>::quiet_NaN()};

  bool expanded() const { return growth.load(std::memory_order_acquire) == Growth::Expanded; }
  Proof proven() const { return proof.load(std::memory_order_relaxed); }
  float mean() const {
    const auto n = visits.load(std::memory_order_relaxed);
    return n ? value_sum.load(std::memory_order_relaxed) / float(n) : 0.0f;
  }
};

}  // namespace zhuge::search::mcts
