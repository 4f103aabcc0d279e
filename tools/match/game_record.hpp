#pragma once
// One finished game as the arbiter saw it, and its text form (docs/game-records.md).
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace zhuge::match {

struct GameRecord {
  std::string event = "zhuge-match";
  std::string date;  // YYYY.MM.DD
  std::string variant;
  int round = 0;  // 1-based number of the game in the whole match (shards included)
  int deal = 0;   // 0-based number of the match unit: a deal, an opening
  std::vector<std::string> seats;          // engine name per seat, in the game's seat order
  std::string seed;                        // the seed the start came from (a deal's), if any
  std::string start;                       // the game's start: a deal, an opening FEN
  std::vector<std::string> time_controls;  // per seat
  // Per seat, empty unless every seat plays on a clock: the ms its moves took, and the ms its
  // clock was given (base and increments); the summary keeps them, not the record text.
  std::vector<long long> clock_used_ms;
  std::vector<long long> clock_given_ms;
  std::vector<std::string> moves;  // flips with their outcome
  std::vector<int> sixths;         // points x6 per seat
  std::string termination;         // the rule that ended the game, or the fault
  std::optional<int> offender;     // the seat at fault
};

// The `Date` tag of a game played today: YYYY.MM.DD, local time.
std::string record_date_today();
// Points as text: "1", "0", "1/2", "1/3".
std::string points_text(int sixths);
std::optional<int> sixths_from_text(const std::string& text);
// The seats' points joined by '-', e.g. "1-0" or "1/2-0-1/2".
std::string result_text(const std::vector<int>& sixths);

void write_record(std::ostream& out, const GameRecord& record);
// Reads every record of a file; nullopt with `error` (naming the line) if it is malformed or of
// a variant that no game has.
std::optional<std::vector<GameRecord>> read_records(std::istream& in, std::string& error);

}  // namespace zhuge::match
