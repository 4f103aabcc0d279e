#include "tools/match/game_runner.hpp"

namespace zhuge::match {

GameRecord play_game(Arbiter& arbiter, std::vector<Seat>& seats, const GameLimits& limits) {
  // An engine that fails to start loses at once, if that has an effect on the game.
  for (int failed : start_game(seats, arbiter.variant())) {
    if (arbiter.forfeit(failed, "disconnect")) break;
  }
  std::vector<const SeatClock*> clocks;
  for (const Seat& seat : seats) {
    clocks.push_back(seat.engine.spec().tc.has_clock() ? &seat.clock : nullptr);
  }
  while (!arbiter.end()) {
    const int mover = arbiter.seat_to_move();
    Seat& seat = seats[mover];
    std::string fault;
    const std::string text = request_move(
        seat, arbiter.position_command(),
        go_command(seat.engine.spec().tc, arbiter.clock_fields(clocks)), limits.patience, fault);
    if (!fault.empty()) {
      arbiter.forfeit(mover, fault);
    } else if (arbiter.play(text)) {
      seat.engine.fail();
      arbiter.forfeit(mover, illegal_move(text));
    }
  }
  GameRecord record = arbiter.record();
  describe_seats(seats, record);
  return record;
}

}  // namespace zhuge::match
