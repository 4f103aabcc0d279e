#include "tools/match/sanguo_runner.hpp"
#include "tools/match/text_join.hpp"

#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/position.hpp"

namespace zhuge::match {
namespace {

using namespace sanguo;

std::string clock_fields(const std::vector<Seat>& seats) {
  std::string fields;
  for (int k = 0; k < kKingdoms; ++k) {
    if (!seats[k].engine.spec().tc.has_clock()) continue;
    const char c = kingdom_letter(kingdom(k));
    append_joined(fields, " ", clock_field(c, seats[k].clock));
  }
  return fields;
}

std::vector<int> points(const Result& result) {
  return {result.sixths.begin(), result.sixths.end()};
}

}  // namespace

std::vector<int> draw_among_in_play(const Position& pos) {
  std::vector<int> sixths(kKingdoms, 0);
  for (int k = 0; k < kKingdoms; ++k) {
    if (pos.in_play(kingdom(k))) sixths[k] = 6 / pos.kingdoms_in_play();
  }
  return sixths;
}

GameRecord play_sanguo(std::vector<Seat>& seats, const std::string& opening,
                       const GameLimits& limits) {
  std::string error;
  Position pos = *Position::from_fen(opening, error);
  pos.settle();
  GameRecord record;
  record.variant = kSanguo;
  record.start = opening;
  describe_seats(seats, record);
  const auto forfeit = [&](int seat, std::string reason) {
    record.termination = std::move(reason);
    record.offender = seat;
    // Only a kingdom in play is asked to move, so its resignation always has an effect.
    record.sixths = points(*resignation(pos, kingdom(seat)));
    return record;
  };
  // An engine that fails to start loses at once if its kingdom is in play.
  for (int failed : start_game(seats, kSanguo)) {
    if (pos.in_play(kingdom(failed)) && !pos.result()) return forfeit(failed, "disconnect");
  }

  std::string position = "position fen " + opening;
  for (;;) {
    if (const auto result = pos.result()) {
      record.termination = std::string(ending_name(result->ending));
      record.sixths = points(*result);
      return record;
    }
    if (static_cast<int>(record.moves.size()) >= limits.max_plies) {
      record.termination = "max plies";
      record.sixths = draw_among_in_play(pos);
      return record;
    }
    const int mover = index(pos.side_to_move());
    Seat& seat = seats[mover];
    std::string fault;
    const std::string text =
        request_move(seat, position, go_command(seat, clock_fields(seats)), limits.patience, fault);
    if (!fault.empty()) return forfeit(mover, fault);
    const auto move = parse_move(pos, text);
    if (!move) {
      seat.engine.fail();
      return forfeit(mover, illegal_move(text));
    }
    pos.make(*move);
    record.moves.push_back(to_string(*move));
    if (record.moves.size() == 1) position += " moves";
    position += " " + record.moves.back();
  }
}

}  // namespace zhuge::match
