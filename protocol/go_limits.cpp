#include "protocol/go_limits.hpp"

#include <limits>
#include <string_view>

#include "protocol/line_input.hpp"

namespace zhuge::protocol {
namespace {

// Where a numeric token stores its value, and whether it must be positive (else non-negative).
struct NumberSlot {
  std::optional<std::int64_t>* wide = nullptr;
  std::optional<int>* narrow = nullptr;
  bool positive = false;

  bool filled() const { return wide != nullptr ? wide->has_value() : narrow->has_value(); }
  std::int64_t maximum() const {
    return wide != nullptr ? std::numeric_limits<std::int64_t>::max()
                           : std::numeric_limits<int>::max();
  }
  void store(std::int64_t value) const {
    if (wide != nullptr) {
      *wide = value;
    } else {
      *narrow = static_cast<int>(value);
    }
  }
};

std::optional<NumberSlot> slot_for(std::string_view token, GoLimits& limits) {
  constexpr std::array<std::string_view, kSeatCount> kTimeTokens{"rtime", "gtime", "btime"};
  constexpr std::array<std::string_view, kSeatCount> kIncTokens{"rinc", "ginc", "binc"};
  for (std::size_t seat = 0; seat < kSeatCount; ++seat) {
    if (token == kTimeTokens[seat]) return NumberSlot{.wide = &limits.time_ms[seat]};
    if (token == kIncTokens[seat]) return NumberSlot{.wide = &limits.inc_ms[seat]};
  }
  if (token == "movetime") return NumberSlot{.wide = &limits.movetime_ms};
  if (token == "nodes") return NumberSlot{.wide = &limits.nodes};
  if (token == "time") return NumberSlot{.wide = &limits.own_time_ms};
  if (token == "inc") return NumberSlot{.wide = &limits.own_inc_ms};
  if (token == "depth") return NumberSlot{.narrow = &limits.depth, .positive = true};
  if (token == "movestogo") return NumberSlot{.narrow = &limits.movestogo, .positive = true};
  if (token == "perft") return NumberSlot{.narrow = &limits.perft_depth};
  return std::nullopt;
}

// Whether `token` starts another `go` limit, which ends a searchmoves list.
bool is_go_keyword(std::string_view token, GoLimits& limits) {
  return token == "infinite" || token == "ponder" || token == "searchmoves" ||
         slot_for(token, limits).has_value();
}

}  // namespace

GoCommand parse_go(std::span<const std::string> args) {
  GoCommand command;
  GoLimits& limits = command.limits;
  const auto fail = [&](std::string error) {
    return GoCommand{.limits = {}, .error = "go: " + std::move(error)};
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& token = args[i];
    if (token == "infinite" || token == "ponder") {
      bool& flag = token == "infinite" ? limits.infinite : limits.ponder;
      if (flag) return fail(token + " given twice");
      flag = true;
      continue;
    }
    if (token == "searchmoves") {
      if (!limits.searchmoves.empty()) return fail("searchmoves given twice");
      while (i + 1 < args.size() && !is_go_keyword(args[i + 1], limits)) {
        limits.searchmoves.push_back(args[++i]);
      }
      if (limits.searchmoves.empty()) return fail("searchmoves needs at least one move");
      continue;
    }
    const auto slot = slot_for(token, limits);
    if (!slot) return fail("unknown token '" + token + "'");
    if (slot->filled()) return fail(token + " given twice");
    if (i + 1 == args.size()) return fail(token + " needs a number");
    const std::string& text = args[++i];
    const auto number = parse_integer<std::int64_t>(text);
    if (!number || *number > slot->maximum()) {
      return fail(token + ": '" + text + "' is not a valid integer");
    }
    if (*number < (slot->positive ? 1 : 0)) {
      const std::string rule = slot->positive ? "must be at least 1" : "must not be negative";
      return fail(token + " " + rule + " (got " + text + ")");
    }
    slot->store(*number);
  }
  if (limits.perft_depth && args.size() != 2) return fail("perft takes no other limit");
  return command;
}

}  // namespace zhuge::protocol
