#include "tools/match/flipnim/record.hpp"

#include <array>

#include "tools/match/board_message.hpp"
#include "tools/match/dealt_pairs.hpp"
#include "tools/match/flipnim/arbiter.hpp"

namespace zhuge::match {
namespace {

struct FlipNimDeals {
  static constexpr const char* kVariant = kFlipNim;
  static constexpr std::string_view kTitle = "Flip Nim";
  static constexpr std::string_view kUnitsHelp = "flipnim: deals of the rolls, each played twice";
  static constexpr std::string_view kSprtHelp = "the flipnim deal pairs";
  static constexpr std::array<SideName, 2> kSideNames = {{{'r', "First"}, {'b', "Second"}}};

  static GameStart start_of_seed(std::uint64_t seed) {
    return {flipnim_deal_to_text(flipnim_deal_from_seed(seed)), std::to_string(seed)};
  }
  static std::unique_ptr<Arbiter> make_arbiter(const GameStart& start, int max_plies,
                                               std::string& error) {
    const auto deal = flipnim_deal_from_text(start.text);
    if (!deal) {
      error = "the Deal tag is not 64 rolls, each 1 or 3";
      return nullptr;
    }
    return std::make_unique<FlipNimArbiter>(*deal, max_plies, start.seed);
  }
  // One point, the pile, and no lines.
  static nlohmann::json board(const std::string&) {
    return board_message(kFlipNim, false,
                         nlohmann::json::array({{{"name", "pile"}, {"kind", "pile"}}}),
                         nlohmann::json::array());
  }
};

}  // namespace

ArbiterGame flipnim_arbiter_game() {
  return dealt_in_pairs<FlipNimDeals>();
}

}  // namespace zhuge::match
