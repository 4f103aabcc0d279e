#pragma once
// The ISMCTS tree is made of nodes and edges, as lc0 does it. An expanded node
// owns one contiguous block of edges, one per action (a decision node) or per
// kind left in the pool (a chance node); an edge gets its own node only when
// an iteration first goes through it. Most actions are never tried, and an
// edge is 12 bytes where a node is 28.
//
// A decision node is a public state (the action that led to it is a move, or
// a flip with its revealed outcome); a chance node is a flip whose outcome is
// not yet drawn. Nothing in a node or edge depends on a hidden identity.
//
// Values are from the view of the player who chose the action leading here
// (for a chance node and its outcomes: the player who flipped). Every field
// that threads share after publication is atomic.

#include <atomic>
#include <cstdint>
#include <limits>

#include "engine/luzhanqi/action.hpp"

namespace zhuge::search::luzhanqi {

using zhuge::luzhanqi::Action;

using NodeIndex = std::uint32_t;
using EdgeIndex = std::uint32_t;
inline constexpr NodeIndex kNoNode = 0;  // index 0 is never a child: it is the root

enum class NodeKind : std::uint8_t { Decision, Chance };
enum class Growth : std::uint8_t { Leaf, Expanding, Expanded };
// A solver verdict from the node's view.
enum class Proof : std::int8_t { Loss = -1, Unknown = 0, Win = 1 };

struct Edge {
  // Set when the owner expands, before it publishes its edges.
  Action action{};
  // A chance outcome's count in the pool; for a flip that stands for a group of
  // flips (SearchParams::group_flips), the group's size.
  std::uint8_t weight = 0;
  float bias = 0.0f;  // progressive bias in [-1, 1]
  // The node behind this edge once an iteration has gone through it.
  std::atomic<NodeIndex> child{kNoNode};

  // Whether the action leads to a chance node: a flip with no outcome yet.
  bool to_chance() const {
    return action.is_flip() && action.reveal == zhuge::luzhanqi::Piece::Hidden;
  }
  NodeIndex node() const { return child.load(std::memory_order_acquire); }
};

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

static_assert(sizeof(Edge) == 12 && sizeof(Node) == 28, "the memory budget counts on these");

}  // namespace zhuge::search::luzhanqi
