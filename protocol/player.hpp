#pragma once
// The playing half of a game: chooses the side to move's action in a position of its game
// (game_position.hpp), with a search or a baseline player, and reports its progress. What it
// keeps from move to move (luzhanqi's tree, sanguo's transposition table) is its own.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rng.hpp"
#include "protocol/game_position.hpp"
#include "protocol/options.hpp"
#include "protocol/time_manager.hpp"

namespace zhuge::protocol {

// The engine settings a search reads.
struct SearchSettings {
  std::string player;  // a value of the Player option
  int threads = 1;
  int hash_mb = 64;
  // Every option, for a search's own parameters; null means their defaults.
  const OptionRegistry* options = nullptr;
  int multipv = 1;  // root actions to report, best first
  // `go searchmoves`: the root actions to search; empty: all of them.
  std::vector<std::string> searchmoves{};
};

struct SearchResult {
  std::optional<std::string> best;  // nullopt: no legal action, `bestmove (none)`
  std::uint64_t nodes = 0;
  // The expected reply, for `bestmove ... ponder` (docs/protocol.md, "Pondering").
  std::optional<std::string> ponder{};
};

using InfoSink = std::function<void(std::string_view info_line)>;

class Player {
 public:
  virtual ~Player() = default;

  // Chooses the side to move's action in `position`, a position of this player's game; reports
  // progress through `info`.
  virtual SearchResult play(const GamePosition& position, const SearchSettings& settings,
                            TimeManager& time, Rng& rng, const InfoSink& info) = 0;

  // Makes ready what the search keeps from move to move (sanguo's table) for `settings`, so that
  // no clock pays for it: the engine calls it whenever the game or an option changes.
  virtual void prepare(const SearchSettings& /*settings*/) {}
};

// A player of the game whose positions are `Position`s. The game's record makes the two together
// (game.hpp), so the position a player gets is always its own game's; another throws bad_cast.
template <class Position>
class PlayerOf : public Player {
 public:
  SearchResult play(const GamePosition& position, const SearchSettings& settings, TimeManager& time,
                    Rng& rng, const InfoSink& info) final {
    return choose(dynamic_cast<const Position&>(position), settings, time, rng, info);
  }

 protected:
  virtual SearchResult choose(const Position& position, const SearchSettings& settings,
                              TimeManager& time, Rng& rng, const InfoSink& info) = 0;
};

}  // namespace zhuge::protocol
