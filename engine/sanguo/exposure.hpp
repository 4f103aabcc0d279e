#pragma once
// What one scan from the side to move's general finds (§4): whether it is in check and, if not,
// the few points where a move could open a way to it. The Position keeps it for its side to
// move, so that make()'s search for a legal move, the move generators and in_check share one
// scan.

#include "engine/sanguo/geometry.hpp"

namespace zhuge::sanguo {

struct Exposure {
  bool in_check = false;
  PointSet opens_from;  // emptying one of these may expose the general
  PointSet opens_to;    // filling one of these may (a screen for a rival cannon)
  bool operator==(const Exposure&) const = default;
};

}  // namespace zhuge::sanguo
