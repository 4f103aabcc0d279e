#pragma once
// The highest-scoring item of a range, ties broken uniformly at random: the
// choice every one-ply player makes.

#include <cstdint>
#include <optional>
#include <utility>

#include "engine/core/rng.hpp"

namespace zhuge::search {

// `score(item)` must return something ordered; nullopt for an empty range.
template <typename Range, typename Score>
auto pick_best(const Range& items, Score&& score, Rng& rng)
    -> std::optional<std::decay_t<decltype(*std::begin(items))>> {
  std::optional<std::decay_t<decltype(*std::begin(items))>> best;
  decltype(score(*std::begin(items))) best_score{};
  std::uint64_t ties = 0;
  for (const auto& item : items) {
    const auto s = score(item);
    if (!best || s > best_score) {
      best = item;
      best_score = s;
      ties = 1;
    } else if (s == best_score && rng.below(++ties) == 0) {
      best = item;  // reservoir sampling keeps each tied item equally likely
    }
  }
  return best;
}

}  // namespace zhuge::search
