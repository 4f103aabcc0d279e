#pragma once
// A seat in a game: the engine playing it and its clock, and the one move request that both
// variants make of it.
#include <string>
#include <vector>

#include "tools/match/engine_session.hpp"
#include "tools/match/game_record.hpp"
#include "tools/match/time_control.hpp"

namespace zhuge::match {

struct Seat {
  Seat(EngineSession& e) : engine(e), clock(e.spec().tc) {}
  EngineSession& engine;
  SeatClock clock;
};

// What every game needs besides its seats.
struct GameLimits {
  Patience patience;
  int max_plies = 2000;  // a safety cap, adjudicated as a draw
};

// "go" with the node, depth and move-time limits of `tc`, then `clock_fields` if it is a clock.
std::string go_command(const TimeControl& tc, const std::string& clock_fields);

// "rtime 900 rinc 100": a clock as `go` tells it, `colour` being its letter.
std::string clock_field(char colour, const SeatClock& clock);

// Charges an engine's answer to its clock: an answer past the clock's time (and the margin) is a
// "timeout", and the engine is stopped.
void charge_answer(SeatClock& clock, EngineSession& engine, EngineSession::Answer& answer,
                   const Patience& patience);

// Asks for a move and charges its time. Returns the move text, or sets `fault`.
std::string request_move(Seat& seat, const std::string& position, const std::string& go,
                         const Patience& patience, std::string& fault);

// Prepares every seat's engine for a new game; returns the seats whose engine failed.
std::vector<int> start_game(std::vector<Seat>& seats, const std::string& variant);

// The termination of a game lost by an illegal (or unreadable) answer.
std::string illegal_move(const std::string& answer);

// Fills the record's seats and time controls.
void describe_seats(const std::vector<Seat>& seats, GameRecord& record);

}  // namespace zhuge::match
