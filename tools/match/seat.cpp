#include "tools/match/seat.hpp"

#include <algorithm>

namespace zhuge::match {

std::string go_command(const TimeControl& tc, const std::string& clock_fields) {
  std::string go = "go";
  if (tc.nodes) go += " nodes " + std::to_string(*tc.nodes);
  if (tc.depth) go += " depth " + std::to_string(*tc.depth);
  if (tc.move_ms) go += " movetime " + std::to_string(*tc.move_ms);
  if (tc.has_clock()) go += " " + clock_fields;
  return go;
}

std::string clock_field(char colour, const SeatClock& clock) {
  std::string field(1, colour);
  field += "time " + std::to_string(clock.left_ms()) + ' ' + colour + "inc " +
           std::to_string(clock.increment_ms());
  return field;
}

std::string request_move(Seat& seat, const std::string& position, const std::string& go,
                         const Patience& patience, std::string& fault) {
  auto answer = seat.engine.best_move(position, go, seat.clock.allowance_ms(patience.margin_ms));
  charge_answer(seat.clock, seat.engine, answer, patience);
  fault = answer.fault;
  return answer.move;
}

void charge_answer(SeatClock& clock, EngineSession& engine, EngineSession::Answer& answer,
                   const Patience& patience) {
  if (answer.fault.empty() && !clock.charge(answer.used_ms, patience.margin_ms)) {
    engine.fail();
    answer.fault = "timeout";
  }
}

std::vector<int> start_game(std::vector<Seat>& seats, const std::string& variant) {
  std::vector<int> failed;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (seats[i].engine.new_game(variant)) failed.push_back(static_cast<int>(i));
  }
  return failed;
}

std::string illegal_move(const std::string& answer) {
  return "illegal move '" + answer + "'";
}

void describe_seats(const std::vector<Seat>& seats, GameRecord& record) {
  const bool clocks = std::all_of(seats.begin(), seats.end(), [](const Seat& seat) {
    return seat.engine.spec().tc.has_clock();
  });
  for (const Seat& seat : seats) {
    record.seats.push_back(seat.engine.spec().name);
    record.time_controls.push_back(seat.engine.spec().tc.describe());
    if (!clocks) continue;
    record.clock_used_ms.push_back(seat.clock.used_ms());
    record.clock_given_ms.push_back(seat.clock.given_ms());
  }
}

}  // namespace zhuge::match
