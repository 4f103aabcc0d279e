#pragma once
// The one path of the random and greedy players of every game (docs/protocol.md, "Players"):
// one ply, one `info` line. A game supplies only its own picks, score, move generator and
// notation.

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "engine/core/rng.hpp"
#include "protocol/engine_options.hpp"
#include "protocol/player.hpp"

namespace zhuge::protocol {

// What a game supplies: its players' picks, greedy's score, its move generator and notation.
template <class Position, class Action, class ActionList>
struct BaselineGame {
  // `only`: the actions `go searchmoves` allows (empty: all); nullopt when there is none.
  using Pick = std::optional<Action> (*)(const Position&, Rng&, std::span<const Action> only);
  Pick greedy;
  Pick random;
  int (*greedy_score)(const Position&, Action);  // in cp, for the side to move
  // The legal actions, whose count is the nodes a one-ply player reports.
  void (*generate)(const Position&, ActionList&);
  std::string (*notation)(Action);
};

// The one `info` line of a one-ply player: depth 1, nodes, time, score, pv.
std::string one_ply_info(std::uint64_t nodes, std::chrono::milliseconds elapsed,
                         std::optional<int> score_cp, std::string_view pv);

// `settings.player` is random or greedy; `only`: the actions of `go searchmoves`.
template <class Position, class Action, class ActionList>
SearchResult play_baseline(const BaselineGame<Position, Action, ActionList>& game,
                           const Position& position,
                           std::span<const std::type_identity_t<Action>> only,
                           const SearchSettings& settings, TimeManager& time, Rng& rng,
                           const InfoSink& info) {
  const bool greedy = settings.player == kPlayerGreedy;
  const auto best = greedy ? game.greedy(position, rng, only) : game.random(position, rng, only);
  ActionList legal;
  game.generate(position, legal);
  SearchResult result{best ? std::optional(game.notation(*best)) : std::nullopt,
                      std::uint64_t(legal.size())};
  if (best) {
    const auto score =
        greedy ? std::optional<int>(game.greedy_score(position, *best)) : std::nullopt;
    info(one_ply_info(result.nodes, time.elapsed(), score, *result.best));
  }
  return result;
}

}  // namespace zhuge::protocol
