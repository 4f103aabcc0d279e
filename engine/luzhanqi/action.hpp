#pragma once
// An action of Luzhanqi flip (rules §4, notation §7.1): a flip, or a move that
// may be an attack. A flip names the square twice; once its outcome is known
// the revealed piece rides along, as in `c3c3M`.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/fixed_list.hpp"
#include "engine/luzhanqi/types.hpp"

namespace zhuge::luzhanqi {

struct Action {
  Square from = 0;
  Square to = 0;
  // For a flip: the revealed piece, or Piece::Hidden while the outcome is unknown.
  Piece reveal = Piece::Hidden;

  constexpr bool is_flip() const { return from == to; }
  friend constexpr bool operator==(const Action&, const Action&) = default;
  // By from, then to, then reveal: an order for maps and ties.
  friend constexpr auto operator<=>(const Action&, const Action&) = default;
};

constexpr Action flip_action(Square s, Piece reveal = Piece::Hidden) {
  return {s, s, reveal};
}
constexpr Action move_action(Square from, Square to) {
  return {from, to, Piece::Hidden};
}

std::string to_string(Action a);
// Reads the notation only (`a2a11`, `c3c3`, `c3c3M`); legality is movegen's job.
std::optional<Action> parse_action(std::string_view text);

// Upper bound on the actions of one position: at most 25 own pieces with at
// most 59 targets each, plus one flip per hidden square.
inline constexpr int kMaxActions = 25 * (kSquares - 1) + 50;

using ActionList = FixedList<Action, kMaxActions>;

}  // namespace zhuge::luzhanqi
