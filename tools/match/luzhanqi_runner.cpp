#include "tools/match/luzhanqi_runner.hpp"
#include "tools/match/text_join.hpp"

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "tools/match/deal_text.hpp"

namespace zhuge::match {
namespace {

using namespace luzhanqi;

// Before the first flip an engine reads its clock from time/inc, afterwards from its colour's.
std::string clock_fields(const std::vector<Seat>& seats, const Position& pos, int mover,
                         Color first_colour) {
  if (!pos.colours_assigned()) {
    return "time " + std::to_string(seats[mover].clock.left_ms()) + " inc " +
           std::to_string(seats[mover].clock.increment_ms());
  }
  std::string fields;
  for (int seat = 0; seat < 2; ++seat) {
    if (!seats[seat].engine.spec().tc.has_clock()) continue;
    const char c = (seat == 0) == (first_colour == Color::Red) ? 'r' : 'b';
    append_joined(fields, " ", clock_field(c, seats[seat].clock));
  }
  return fields;
}

std::vector<int> win_for(int seat) {
  return seat == 0 ? std::vector<int>{6, 0} : std::vector<int>{0, 6};
}

// The engine's answer as an action with the true outcome of a flip; nullopt if illegal.
std::optional<Action> arbitrate(const Position& pos, const std::string& text, const Deal& deal) {
  auto action = parse_action(text);
  if (!action || !is_legal(pos, *action, false)) return std::nullopt;
  if (action->is_flip()) action->reveal = deal[action->from];
  return action;
}

}  // namespace

GameRecord play_luzhanqi(std::vector<Seat>& seats, std::uint64_t seed, const GameLimits& limits) {
  const Deal deal = deal_from_seed(seed);
  GameRecord record;
  record.variant = kLuzhanqi;
  record.seed = std::to_string(seed);
  record.start = deal_to_text(deal);
  describe_seats(seats, record);
  const auto forfeit = [&record](int seat, std::string reason) {
    record.sixths = win_for(1 - seat);
    record.termination = std::move(reason);
    record.offender = seat;
    return record;
  };
  if (const auto failed = start_game(seats, kLuzhanqi); !failed.empty()) {
    return forfeit(failed.front(), "disconnect");
  }

  Position pos = Position::start();
  Color first_colour = Color::None;
  std::string position = "position startpos moves";
  for (;;) {
    if (const auto result = game_result(pos)) {
      record.termination = std::string(reason_name(result->reason));
      record.sixths = result->winner == Color::None
                          ? std::vector<int>{3, 3}
                          : win_for(result->winner == first_colour ? 0 : 1);
      return record;
    }
    if (static_cast<int>(record.moves.size()) >= limits.max_plies) {
      record.termination = "max plies";
      record.sixths = {3, 3};
      return record;
    }
    const int mover = pos.ply() % 2;
    Seat& seat = seats[mover];
    std::string fault;
    const std::string text = request_move(
        seat, record.moves.empty() ? "position startpos" : position,
        go_command(seat, clock_fields(seats, pos, mover, first_colour)), limits.patience, fault);
    if (!fault.empty()) return forfeit(mover, fault);
    const auto action = arbitrate(pos, text, deal);
    if (!action) {
      seat.engine.fail();
      return forfeit(mover, illegal_move(text));
    }
    if (!pos.colours_assigned()) first_colour = color_of(action->reveal);
    pos.make(*action);
    record.moves.push_back(to_string(*action));
    position += " " + record.moves.back();
  }
}

}  // namespace zhuge::match
