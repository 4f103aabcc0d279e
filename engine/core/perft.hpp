#pragma once
// perft and divide for any game: the number of action sequences of a given length, as each
// game's rules (§7.3) define it. A game says what perft counts through a small rules struct;
// its own perft.cpp instantiates these once.

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace zhuge {

// Asked now and then during a long count; once it says true the count gives up and its results
// are incomplete.
using PerftCancel = std::function<bool()>;

// The count below each first action, by the action's notation.
using DivideCounts = std::vector<std::pair<std::string, std::uint64_t>>;

// What perft needs of a game, all static:
// - generate(pos, list): the actions to count; none where the game is over.
// - leaves(pos, list): perft(1) from that list, so that the last ply is counted in bulk.
// - for_each_child(pos, list, visit): plays each first action of perft in turn (a game may
//   branch one listed action into several, as luzhanqi does a flip's outcomes), calls
//   visit(action) on the position after it, and takes it back.
// - notation(action): the action as divide names it.
template <class R>
concept PerftRules = requires(typename R::Position& pos, typename R::List& list,
                              typename R::Action action) {
  R::generate(pos, list);
  { R::leaves(pos, list) } -> std::convertible_to<std::uint64_t>;
  R::for_each_child(pos, list, [](const typename R::Action&) {});
  { R::notation(action) } -> std::convertible_to<std::string>;
};

template <PerftRules R>
std::uint64_t perft_count(typename R::Position& pos, int depth, const PerftCancel& cancelled) {
  if (depth <= 0) return 1;
  typename R::List actions;
  R::generate(pos, actions);
  if (depth == 1) return R::leaves(pos, actions);
  if (cancelled && cancelled()) return 0;  // above the bulk-counted ply: rarely asked
  std::uint64_t nodes = 0;
  R::for_each_child(pos, actions,
                    [&](const auto&) { nodes += perft_count<R>(pos, depth - 1, cancelled); });
  return nodes;
}

// Every first action with its perft(depth - 1), sorted by notation; empty below depth 1.
template <PerftRules R>
DivideCounts perft_divide(typename R::Position& pos, int depth, const PerftCancel& cancelled) {
  DivideCounts counts;
  if (depth < 1) return counts;
  typename R::List actions;
  R::generate(pos, actions);
  R::for_each_child(pos, actions, [&](const auto& action) {
    counts.emplace_back(R::notation(action), perft_count<R>(pos, depth - 1, cancelled));
  });
  std::sort(counts.begin(), counts.end());
  return counts;
}

}  // namespace zhuge
