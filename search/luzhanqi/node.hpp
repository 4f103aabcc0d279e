#pragma once
// One node of the ISMCTS tree. A decision node is a public state (the action
// that led to it is a move, or a flip with its revealed outcome); a chance
// node is a flip whose outcome is not yet drawn, and its children are the
// distinct kinds in the pool, each weighted by its count. Nothing in a node
// depends on a hidden identity.
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
inline constexpr NodeIndex kNoNode = 0;  // index 0 is never a child: it is the first root

enum class NodeKind : std::uint8_t { Decision, Chance };
enum class Growth : std::uint8_t { Leaf, Expanding, Expanded };
// A solver verdict from the node's view.
enum class Proof : std::int8_t { Loss = -1, Unknown = 0, Win = 1 };

struct Node {
  // Set once when the node is allocated, before its parent publishes it.
  Action action{};
  NodeKind kind = NodeKind::Decision;
  std::uint8_t weight = 0;  // a chance outcome's count in the pool
  std::uint16_t child_count = 0;
  float bias = 0.0f;  // progressive bias in [-1, 1]
  NodeIndex first_child = kNoNode;

  std::atomic<Growth> growth{Growth::Leaf};
  std::atomic<Proof> proof{Proof::Unknown};
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

}  // namespace zhuge::search::luzhanqi
