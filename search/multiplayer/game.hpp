#pragma once
// What the multi-player searches need of a game, as a concept: the Sanguo position is one model
// (search/sanguo/sanguo_search_game.hpp), the hand-made trees and the Nim of the tests others.
// Players are 0 .. G::kPlayers - 1, moving in that order; one who is out of play is skipped.

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>

#include "search/multiplayer/values.hpp"
#include "search/transposition_table.hpp"

namespace zhuge::search::multiplayer {

// How many moves a position of G can have at most: its move list's capacity.
template <class G>
inline constexpr int kMaxMoves = G::MoveList::kCapacity;

template <class G>
concept MultiplayerGame = (G::kPlayers >= 2 && G::kPlayers <= kTtValues && G::kPlayers <= 8) &&
                          requires(G& g, const G& cg, typename G::Move m,
                                   typename G::MoveList& list, const typename G::Undo& undo) {
  { kMaxMoves<G> } -> std::convertible_to<int>;
  { cg.side() } -> std::same_as<int>;
  { cg.in_play(0) } -> std::same_as<bool>;
  { cg.players_in_play() } -> std::same_as<int>;
  { cg.key() } -> std::same_as<std::uint64_t>;
  // Plies since the last irreversible move: how far back a repetition may lie.
  { cg.reversible_plies() } -> std::same_as<int>;
  cg.generate(list);           // the legal moves
  cg.generate_captures(list);  // the legal captures (for quiescence)
  { cg.only_move() } -> std::same_as<std::optional<typename G::Move>>;  // if just one is legal
  { list.size() } -> std::same_as<int>;
  list.resize(0);  // keeps the first moves: the root's, filtered
  { list[0] } -> std::convertible_to<typename G::Move>;
  { cg.is_capture(m) } -> std::same_as<bool>;
  { cg.capture_order(m) } -> std::same_as<int>;  // MVV-LVA: higher first
  // Whether capture m takes a piece of player p or a general.
  { cg.captures_from(m, 0) } -> std::same_as<bool>;
  { cg.in_check() } -> std::same_as<bool>;  // the side to move
  // Whether some general in play is attacked (or faces a rival general): where pruning stops.
  { cg.general_in_danger() } -> std::same_as<bool>;
  { cg.endangers_general(m) } -> std::same_as<bool>;  // after quiet move m, without making it
  { g.make(m) } -> std::same_as<typename G::Undo>;
  g.unmake(undo);
  // Best-reply search lets rivals skip their turns; unpass() takes the last pass back.
  g.pass();
  g.unpass();
  // The values of a finished game (by the game's own rules), or nullopt.
  { cg.outcome() } -> std::same_as<std::optional<Values<G::kPlayers>>>;
  // Every player's value: in play, zero-sum among those in play; defeated, -kWin.
  { cg.evaluate() } -> std::same_as<Values<G::kPlayers>>;
  // The values of a draw among the players in play.
  { cg.draw() } -> std::same_as<Values<G::kPlayers>>;
  { G::encode(m) } -> std::same_as<std::uint16_t>;  // nonzero, for the table
  { G::history_index(m) } -> std::same_as<int>;     // < G::kHistorySize
  { cg.notation(m) } -> std::same_as<std::string>;
};

// The values of a position of G.
template <class G>
using ValuesOf = Values<G::kPlayers>;

}  // namespace zhuge::search::multiplayer
