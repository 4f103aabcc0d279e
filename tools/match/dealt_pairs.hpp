#pragma once
// What the tools ask of a two-seat game whose games start from a deal made from a seed, and whose
// match unit is one deal played twice with the seats swapped (luzhanqi): written once, for every
// such game's record (arbiter_game.hpp).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tools/match/arbiter_game.hpp"
#include "tools/match/json_fields.hpp"
#include "tools/match/match_config.hpp"
#include "tools/match/paired_report.hpp"

namespace zhuge::match {

// The record of such a game: each deal twice with the seats swapped, First and Second, the deal
// of each unit from the match's seed, a page's deal from its seed, the report, SPRT and progress
// line over the pairs, no flags of its own. `Deals` says the rest, as static members: kVariant,
// kTitle (its name in reports), kUnitsHelp, kSprtHelp, kSideNames, start_of_seed(seed) (the start
// that a seed deals), make_arbiter and board (as ArbiterGame has them).
template <class Deals>
ArbiterGame dealt_in_pairs() {
  return {
      .variant = Deals::kVariant,
      .seat_labels = {"First", "Second"},
      .start_tag = "Deal",
      .seeded = true,
      .make_arbiter = Deals::make_arbiter,
      .units_help = Deals::kUnitsHelp,
      .sprt_help = Deals::kSprtHelp,
      .add_flags = [](po::options_description&) {},
      .read_flags = [](const std::vector<po::option>&, MatchConfig&, std::string&) { return true; },
      .seatings =
          [](std::size_t) {
            return std::vector<std::vector<int>>{{0, 1}, {1, 0}};
          },
      .unit_start = [](const MatchConfig& config,
                       int unit) { return Deals::start_of_seed(deal_seed(config.seed, unit)); },
      .write_report =
          [](std::ostream& out, const std::vector<GameRecord>& games,
             const std::vector<std::string>& engines, const std::optional<SprtBounds>& sprt) {
            write_paired_report(out, Deals::kTitle, games, engines, sprt);
          },
      .sprt_llr = paired_llr,
      .write_progress = write_paired_progress,
      // The page's seed fixes the deal; without one the deal is random.
      .page_start = [](const nlohmann::json& new_game,
                       std::string& error) -> std::optional<GameStart> {
        const auto seed = page_seed(new_game, error);
        if (!seed) return std::nullopt;
        return Deals::start_of_seed(*seed);
      },
      .board = Deals::board,
      .side_names = Deals::kSideNames,
      .hidden_start = true,
  };
}

}  // namespace zhuge::match
