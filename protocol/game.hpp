#pragma once
// What the protocol needs of a game: one position to set, show, count and
// search. Each game implements it once (protocol/<game>/game.cpp) and makes it
// through its record in the registry (game_registry.hpp); the command loop
// never looks inside a game's rules.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rng.hpp"
#include "protocol/go_limits.hpp"
#include "protocol/options.hpp"
#include "protocol/perft_command.hpp"
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

class Game {
 public:
  virtual ~Game() = default;

  virtual std::unique_ptr<Game> clone() const = 0;

  // The start position (`fen` absent) or a FEN, then `moves` in order. On any
  // error returns its message and leaves the position as it was.
  virtual std::optional<std::string> set_position(std::optional<std::string_view> fen,
                                                  std::span<const std::string> moves) = 0;
  virtual std::string fen() const = 0;
  // The board as text, ending with the side to move.
  virtual std::string diagram() const = 0;
  // Whose clock the time manager reads; nullopt before colours exist.
  virtual std::optional<Seat> side_to_move() const = 0;
  // The side to move's moves until the game ends, as the time manager plans them.
  virtual std::int64_t moves_left() const = 0;
  // perft(depth - 1) below each first action; gives up, incomplete, once `cancelled` says so.
  virtual DivideCounts divide(int depth, const std::function<bool()>& cancelled) const = 0;

  // Whether every one of `moves` is a legal root action here, as `go searchmoves` names them;
  // else the error naming the first that is not.
  virtual std::optional<std::string> check_root_moves(std::span<const std::string> moves) const = 0;

  // Chooses the side to move's action; reports progress through `info`.
  virtual SearchResult search(const SearchSettings& settings, TimeManager& time, Rng& rng,
                              const InfoSink& info) = 0;
};

// The game that the UCI_Variant option names, at its start position as the options set it.
std::unique_ptr<Game> make_game(const OptionRegistry& options);

// Formats "illegal move 'x' at index k: why", as every variant reports it.
std::string move_error(std::string_view move, std::size_t index, std::string_view why);

}  // namespace zhuge::protocol
