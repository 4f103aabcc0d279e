#include "tools/match/sanguo/record.hpp"

#include <array>

#include "tools/match/sanguo/arbiter.hpp"
#include "tools/match/sanguo/board.hpp"
#include "tools/match/sanguo/openings.hpp"
#include "tools/match/sanguo/report.hpp"

namespace zhuge::match {
namespace {

constexpr std::array<SideName, 3> kSideNames = {{{'r', "Shu"}, {'g', "Wu"}, {'b', "Wei"}}};

std::unique_ptr<Arbiter> make_arbiter(const GameStart& start, int max_plies, std::string& error) {
  auto arbiter = SanguoArbiter::from_opening(start.text, max_plies, error);
  if (!arbiter) error = "bad Opening: " + error;
  return arbiter;
}

// An opening in the six seatings that use both engines (AAB ABA BAA ABB BAB BBA), or the six
// permutations of three.
std::vector<std::vector<int>> seatings(std::size_t engines) {
  if (engines == 2) return {{0, 0, 1}, {0, 1, 0}, {1, 0, 0}, {0, 1, 1}, {1, 0, 1}, {1, 1, 0}};
  return {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
}

// The flag-bearers stand on the board as F pieces.
nlohmann::json board(const std::string& fen) {
  return sanguo_board(fen.substr(0, fen.find(' ')).find('F') != std::string::npos);
}

}  // namespace

ArbiterGame sanguo_arbiter_game() {
  return {
      .variant = kSanguo,
      .seat_labels = {"Shu", "Wu", "Wei"},
      .start_tag = "Opening",
      .seeded = false,
      .make_arbiter = make_arbiter,
      .units_help = "sanguo: openings, each played in six seatings",
      .sprt_help = "the sanguo groups",
      .add_flags = add_sanguo_flags,
      .read_flags = read_sanguo_flags,
      .seatings = seatings,
      .unit_start =
          [](const MatchConfig& config, int unit) {
            return GameStart{config.starts[unit % config.starts.size()], {}};
          },
      .write_report = write_sanguo_report,
      .sprt_llr = sanguo_llr,
      .write_progress = nullptr,
      .page_start = sanguo_page_start,
      .board = board,
      .side_names = kSideNames,
      .hidden_start = false,
  };
}

}  // namespace zhuge::match
