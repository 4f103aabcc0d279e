#pragma once
// The games zhuge-match and zhuge-gui play, one record each: what the tools need of a game
// beyond its arbiter's moves. A game defines its record, <game>_arbiter_game(), in its own
// folder (tools/match/<game>/record.hpp); the list of them all is generated for each executable
// from its games, ZHUGE_GAMES for zhuge-match and zhuge-gui (tools/match/arbiter_games.cpp.in). The
// generic code asks the record and never names a game (docs/adding-a-game.md).
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/match/arbiter.hpp"
#include "tools/match/flag_reader.hpp"
#include "tools/match/statistics.hpp"

namespace zhuge::match {

struct MatchConfig;

// A side's letter in the rules' FEN and its name for people.
struct SideName {
  char letter;
  std::string_view name;
};

struct ArbiterGame {
  std::string_view variant;  // as the engine's UCI_Variant and the records' Variant tag
  // The record's tag of each seat, in seat order; there are as many seats.
  std::vector<std::string> seat_labels;
  std::string_view start_tag;  // the record's tag of its GameStart text
  bool seeded;                 // whether the record has a Seed tag
  // The arbiter of a game from its start; nullptr with `error` (naming the start tag) if the
  // start is not one of the game.
  std::unique_ptr<Arbiter> (*make_arbiter)(const GameStart& start, int max_plies,
                                           std::string& error);

  // zhuge-match. A unit is the games that the statistics pair (a deal played twice, an opening
  // in six seatings): its help for --deals, and what the SPRT counts.
  std::string_view units_help;
  std::string_view sprt_help;
  // The game's own flags, for --help. read_flags gets those given (maybe none) and fills the
  // game's part of the config, such as config.starts.
  void (*add_flags)(po::options_description& flags);
  bool (*read_flags)(const std::vector<po::option>& given, MatchConfig& config, std::string& error);
  // The seatings of one unit with `engines` engines: the engine of each seat.
  std::vector<std::vector<int>> (*seatings)(std::size_t engines);
  // Where the games of unit `unit` start.
  GameStart (*unit_start)(const MatchConfig& config, int unit);
  // The report of its games between `engines`, and the SPRT's LLR for engine `a`.
  void (*write_report)(std::ostream& out, const std::vector<GameRecord>& games,
                       const std::vector<std::string>& engines,
                       const std::optional<SprtBounds>& sprt);
  double (*sprt_llr)(const std::vector<GameRecord>& games, const std::string& a,
                     const SprtBounds& b);
  // What the progress line adds after the games and faults; nullptr for nothing.
  void (*write_progress)(std::ostream& out, const std::vector<GameRecord>& games,
                         const std::string& a);

  // zhuge-gui: a page's new_game message read into a start, or nullopt with `error`.
  std::optional<GameStart> (*page_start)(const nlohmann::json& new_game, std::string& error);
  // The `board` message of a game that starts from `fen` (docs/gui.md).
  nlohmann::json (*board)(const std::string& fen);
  // What names the sides in a result ("Red wins"); a seat of no named side goes by its label.
  std::span<const SideName> side_names;
  // Whether the start stays hidden until the game is over (a deal).
  bool hidden_start;
};

// The seed of unit `k` of a match seeded with `match_seed`, for a game whose units start from a
// seed (a deal): units are independent of sharding.
std::uint64_t deal_seed(std::uint64_t match_seed, int k);

// Every game, the default first (generated from tools/match/arbiter_games.cpp.in).
std::span<const ArbiterGame> arbiter_games();

// The game of that variant; nullptr for none.
const ArbiterGame* find_arbiter_game(std::string_view variant);

// The game of a record, whose variant was checked when it was read or played.
const ArbiterGame& game_of(const GameRecord& record);

}  // namespace zhuge::match
