#pragma once
// The limits of a `go` command, parsed from its tokens. Any combination is allowed; the time
// manager turns them into deadlines. `go perft <d>` is a separate mode and takes no other limit.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace zhuge::protocol {

// The clock seats of the protocol: r = red (Shu), g = green (Wu), b = blue (Wei).
// Luzhanqi uses red and blue.
enum class Seat : std::uint8_t { Red = 0, Green = 1, Blue = 2 };
inline constexpr std::size_t kSeatCount = 3;

struct GoLimits {
  std::optional<std::int64_t> movetime_ms;
  std::optional<std::int64_t> nodes;
  std::optional<int> depth;  // at least 1
  bool infinite = false;     // search until `stop`
  // `go ponder`: search until `stop` or `ponderhit`; the time limits count from `ponderhit`.
  bool ponder = false;
  // Clocks by Seat: rtime/gtime/btime and rinc/ginc/binc.
  std::array<std::optional<std::int64_t>, kSeatCount> time_ms;
  std::array<std::optional<std::int64_t>, kSeatCount> inc_ms;
  // `time`/`inc`: the clock of the side to move, whichever it is.
  std::optional<std::int64_t> own_time_ms;
  std::optional<std::int64_t> own_inc_ms;
  std::optional<int> movestogo;    // at least 1
  std::optional<int> perft_depth;  // `go perft <d>`, d >= 0
  // `searchmoves m1 m2 ...`: search only these root moves, as written; empty: all of them.
  // Their legality is the game's to check.
  std::vector<std::string> searchmoves;
};

struct GoCommand {
  GoLimits limits;
  std::string error;  // empty on success; otherwise names the offending token
  bool ok() const { return error.empty(); }
};

// Parses the tokens after `go`. Each token may appear once; every number must be a
// non-negative decimal integer.
GoCommand parse_go(std::span<const std::string> args);

}  // namespace zhuge::protocol
