#pragma once
// Legal move generation (§3, §4).

#include <optional>
#include <string_view>

#include "engine/sanguo/move.hpp"
#include "engine/sanguo/position.hpp"

namespace zhuge::sanguo {

void generate_legal(const Position& pos, MoveList& moves);
// The legal captures only, in the order generate_legal gives them.
void generate_legal_captures(const Position& pos, MoveList& moves);
bool has_legal_move(const Position& pos);
// The side to move's legal move if it has exactly one.
std::optional<Move> only_legal_move(const Position& pos);
// Whether the general of k (in play) is attacked by a rival piece or faces a rival general.
bool in_check(const Position& pos, Kingdom k);
// From a position where no general in play is in check, whether the side to move's move m,
// which captures no general, leaves the general of a kingdom in play attacked or facing a rival
// general, judged on the board alone: as make(m) would leave it unless the turn's passing
// defeats a kingdom without a legal move. For the searches, which try it on moves they would
// otherwise skip: far cheaper than make().
bool leaves_general_in_danger(const Position& pos, Move m);
// The legal move written as `text` ("rh3gb3"), if there is one.
std::optional<Move> parse_move(const Position& pos, std::string_view text);

}  // namespace zhuge::sanguo
