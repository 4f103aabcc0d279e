#include "tools/match/luzhanqi/record.hpp"

#include <array>
#include <random>

#include "tools/match/json_fields.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/luzhanqi/board.hpp"
#include "tools/match/luzhanqi/deal_text.hpp"
#include "tools/match/luzhanqi/report.hpp"
#include "tools/match/match_config.hpp"

namespace zhuge::match {
namespace {

// Colours are known from the first flip; before it a seat is First or Second.
constexpr std::array<SideName, 2> kSideNames = {{{'r', "Red"}, {'b', "Blue"}}};

GameStart start_of_seed(std::uint64_t seed) {
  return {deal_to_text(deal_from_seed(seed)), std::to_string(seed)};
}

std::unique_ptr<Arbiter> make_arbiter(const GameStart& start, int max_plies, std::string& error) {
  const auto deal = deal_from_text(start.text);
  if (!deal) {
    error = "the Deal tag is not a deal of the start position";
    return nullptr;
  }
  return std::make_unique<LuzhanqiArbiter>(*deal, max_plies, start.seed);
}

// The page's seed fixes the deal; without one the deal is random.
std::optional<GameStart> page_start(const nlohmann::json& message, std::string& error) {
  if (message.contains("seed")) {
    const auto seed = whole_field(message, "seed", 0, kMaxJsonWhole, "new_game", error);
    if (!seed) return std::nullopt;
    return start_of_seed(static_cast<std::uint64_t>(*seed));
  }
  std::random_device random;
  return start_of_seed((std::uint64_t{random()} << 32 | random()) & kMaxJsonWhole);
}

}  // namespace

ArbiterGame luzhanqi_arbiter_game() {
  return {
      .variant = kLuzhanqi,
      .seat_labels = {"First", "Second"},
      .start_tag = "Deal",
      .seeded = true,
      .make_arbiter = make_arbiter,
      .units_help = "luzhanqi: deals, each played twice",
      .sprt_help = "the luzhanqi deal pairs",
      .add_flags = [](po::options_description&) {},
      .read_flags = [](const std::vector<po::option>&, MatchConfig&, std::string&) { return true; },
      // Each deal twice, the first mover swapped.
      .seatings =
          [](std::size_t) {
            return std::vector<std::vector<int>>{{0, 1}, {1, 0}};
          },
      .unit_start = [](const MatchConfig& config,
                       int unit) { return start_of_seed(deal_seed(config.seed, unit)); },
      .write_report = write_luzhanqi_report,
      .sprt_llr = luzhanqi_llr,
      .write_progress = write_luzhanqi_progress,
      .page_start = page_start,
      .board = [](const std::string&) { return luzhanqi_board(); },
      .side_names = kSideNames,
      .hidden_start = true,
  };
}

}  // namespace zhuge::match
