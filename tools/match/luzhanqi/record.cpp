#include "tools/match/luzhanqi/record.hpp"

#include <array>

#include "tools/match/dealt_pairs.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/luzhanqi/board.hpp"
#include "tools/match/luzhanqi/deal_text.hpp"

namespace zhuge::match {
namespace {

struct LuzhanqiDeals {
  static constexpr const char* kVariant = kLuzhanqi;
  static constexpr std::string_view kTitle = "Luzhanqi";
  static constexpr std::string_view kUnitsHelp = "luzhanqi: deals, each played twice";
  static constexpr std::string_view kSprtHelp = "the luzhanqi deal pairs";
  // Colours are known from the first flip; before it a seat is First or Second.
  static constexpr std::array<SideName, 2> kSideNames = {{{'r', "Red"}, {'b', "Blue"}}};

  static GameStart start_of_seed(std::uint64_t seed) {
    return {deal_to_text(deal_from_seed(seed)), std::to_string(seed)};
  }
  static std::unique_ptr<Arbiter> make_arbiter(const GameStart& start, int max_plies,
                                               std::string& error) {
    const auto deal = deal_from_text(start.text);
    if (!deal) {
      error = "the Deal tag is not a deal of the start position";
      return nullptr;
    }
    return std::make_unique<LuzhanqiArbiter>(*deal, max_plies, start.seed);
  }
  static nlohmann::json board(const std::string&) { return luzhanqi_board(); }
};

}  // namespace

ArbiterGame luzhanqi_arbiter_game() {
  return dealt_in_pairs<LuzhanqiDeals>();
}

}  // namespace zhuge::match
