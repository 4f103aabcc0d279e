#pragma once
// The referee of one game, one action at a time: it applies each action with the rules, holds
// what no player may see (a deal of hidden pieces), tells engines the public position, and knows
// when and why the game ended. zhuge-match asks engines for the actions in a loop; zhuge-gui waits
// for people and engines alike; both get the same record.
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tools/match/game_record.hpp"
#include "tools/match/time_control.hpp"

namespace zhuge::match {

// For an arbiter that never adjudicates by the number of plies (a replay).
inline constexpr int kNoPlyCap = std::numeric_limits<int>::max();

// Where one game starts, as its record keeps it.
struct GameStart {
  std::string text;  // the value of the record's start tag: a deal, an opening FEN
  std::string seed;  // the seed it came from, for the record's Seed tag; empty if none
};

struct GameEnd {
  std::vector<int> sixths;      // points x6 per seat
  std::string termination;      // the rule, the cap, or the fault
  std::optional<int> offender;  // the seat that resigned or was at fault
};

// A piece an action took off the board, in FEN letters, and the side that took it.
struct Capture {
  std::string piece;
  char by = 0;
};

// What stands on one point, as everyone may see it (FEN letters; '?' face down).
struct PointPiece {
  std::string point;
  std::string piece;
};

class Arbiter {
 public:
  virtual ~Arbiter() = default;

  virtual const char* variant() const = 0;
  virtual int seat_count() const = 0;
  // The seat whose turn it is; only while the game is not over.
  virtual int seat_to_move() const = 0;
  // The side letter of the side to move (r, g, b), if the game has assigned it.
  virtual std::optional<char> side_to_move() const = 0;
  // The side letter a seat plays, once it is known.
  virtual std::optional<char> side_of(int seat) const = 0;
  // The letters of the sides still in play, in a game where sides fall.
  virtual std::optional<std::string> kingdoms_in_play() const { return std::nullopt; }

  // The public position as the engines are told it.
  virtual std::string public_fen() const = 0;
  // The `position` command of the game so far: its start, then the actions played.
  std::string position_command() const;
  virtual std::vector<PointPiece> pieces() const = 0;
  // The legal actions of the seat to move, flips without their outcome; none once it is over.
  virtual std::vector<std::string> legal_actions() const = 0;
  // The clock fields of `go` for the seat to move; clocks[i] is seat i's, or null.
  virtual std::string clock_fields(const std::vector<const SeatClock*>& clocks) const = 0;

  // Plays `text` for the seat to move, a flip without its outcome (the deal gives it).
  // Nullopt when played, else why not; a refused action changes nothing.
  virtual std::optional<std::string> play(std::string_view text) = 0;
  // Plays an action as a record writes it: a flip must name the dealt piece.
  virtual std::optional<std::string> play_recorded(std::string_view text) = 0;
  // Ends the game against `seat` (a resignation, a time forfeit, a fault); false if that has
  // no effect (the game is over, or the seat's kingdom already fell).
  virtual bool forfeit(int seat, std::string reason) = 0;
  // The points of a draw adjudicated now: shared among the sides still in play.
  virtual std::vector<int> draw_points() const = 0;
  // Ends the game now as such a draw, for `termination` (the ply cap).
  void adjudicate_draw(std::string termination);

  // Goes back to the position after the first `ply` actions; the game goes on from there.
  void take_back(int ply);

  // The start, the actions and the end so far; the caller adds the seats and the tags.
  GameRecord record() const;
  const std::vector<std::string>& moves() const { return moves_; }
  const std::vector<Capture>& captures() const { return captures_; }
  // What the last action brought besides itself, for people ("Wu is defeated: ...").
  const std::vector<std::string>& events() const { return events_; }
  const std::optional<GameEnd>& end() const { return end_; }

 protected:
  explicit Arbiter(int max_plies) : max_plies_(max_plies) {}
  // Back to the start position.
  virtual void restart() = 0;
  // The record's variant-specific start (the deal, the opening).
  virtual GameStart start() const = 0;
  // The start as `position` names it: "startpos", or "fen" and the opening.
  virtual std::string position_start() const = 0;
  // Ends a game whose action count reached the cap.
  void check_ply_cap();

  std::vector<std::string> moves_;
  std::vector<Capture> captures_;
  std::vector<std::string> events_;
  std::optional<GameEnd> end_;

 private:
  int max_plies_;
};

}  // namespace zhuge::match
