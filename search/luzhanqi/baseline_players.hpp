#pragma once
// The two yardstick players every Luzhanqi search is measured against.
// random: a uniformly random legal action. greedy: one ply of lookahead on
// material, a flip scored by the expected value of the pool and an attack by
// its known outcome. Both return a flip without its outcome (`c3c3`).

#include <optional>
#include <span>

#include "engine/core/rng.hpp"
#include "engine/luzhanqi/action.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::search::luzhanqi {

using zhuge::luzhanqi::Action;
using zhuge::luzhanqi::Position;

// `only`: the moves `go searchmoves` allows (empty: all). nullopt when the side to move has no
// action (the game is over).
std::optional<Action> random_action(const Position& pos, Rng& rng,
                                    std::span<const Action> only = {});

// The action with the best one-ply material score; ties are broken at random.
std::optional<Action> greedy_action(const Position& pos, Rng& rng,
                                    std::span<const Action> only = {});

// The one-ply material score of `a` for the side to move, in centi-pieces.
double greedy_score(const Position& pos, Action a);

}  // namespace zhuge::search::luzhanqi
