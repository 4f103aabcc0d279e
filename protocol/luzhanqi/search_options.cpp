#include "protocol/luzhanqi/search_options.hpp"

#include <array>
#include <optional>
#include <string>

namespace zhuge::protocol {

namespace {

using search::luzhanqi::SearchParams;
using Weights = eval::luzhanqi::EvalWeights;

struct SpinField {
  const char* name;
  int SearchParams::*search = nullptr;  // one of these two is set
  int Weights::*weight = nullptr;
  int min, max;
  const char* help;
};

struct CheckField {
  const char* name;
  bool SearchParams::*field;
  const char* help;
};

constexpr std::array kSpins = {
    SpinField{"IsmctsExploration", &SearchParams::exploration_percent, nullptr, 0, 1000,
              "luzhanqi: UCT exploration constant x100"},
    SpinField{"IsmctsExpandVisits", &SearchParams::expand_visits, nullptr, 0, 1000,
              "luzhanqi: visits before a leaf grows children"},
    SpinField{"IsmctsPlayoutPlies", &SearchParams::playout_plies, nullptr, 0, 200,
              "luzhanqi: random plies before the evaluation ends a playout"},
    SpinField{"IsmctsEvalScale", &SearchParams::eval_scale, nullptr, 50, 10000,
              "luzhanqi: cp that map to a value of tanh(1)"},
    SpinField{"IsmctsMinimaxWeight", &SearchParams::minimax_percent, nullptr, 0, 100,
              "luzhanqi: percent of the implicit minimax value in selection"},
    SpinField{"IsmctsBiasWeight", &SearchParams::bias_percent, nullptr, 0, 1000,
              "luzhanqi: progressive bias weight x100"},
    SpinField{"IsmctsBiasFlip", &SearchParams::bias_flip_percent, nullptr, 0, 100,
              "luzhanqi: a flip's progressive bias, percent of its expected value"},
    SpinField{"PimcDeals", &SearchParams::pimc_deals, nullptr, 1, 256,
              "luzhanqi: deals the pimc player samples"},
    SpinField{"EvalHiddenMaterial", nullptr, &Weights::hidden_material_percent, 0, 200,
              "luzhanqi eval: percent of a hidden piece's value"},
    SpinField{"EvalMineGuard", nullptr, &Weights::mine_guard, 0, 1000,
              "luzhanqi eval: cp per own landmine alive"},
    SpinField{"EvalSapperVsMines", nullptr, &Weights::sapper_versus_mines, 0, 1000,
              "luzhanqi eval: cp per sapper while enemy mines remain"},
    SpinField{"EvalFlagExposed", nullptr, &Weights::flag_exposed, 0, 5000,
              "luzhanqi eval: cp for a flag open to enemy sappers"},
    SpinField{"EvalThreat", nullptr, &Weights::threat_percent, 0, 200,
              "luzhanqi eval: percent of the best capture of the side to move"},
    SpinField{"EvalHanging", nullptr, &Weights::hanging_percent, 0, 200,
              "luzhanqi eval: percent of the best capture of the opponent"},
    SpinField{"EvalCamp", nullptr, &Weights::camp, 0, 500,
              "luzhanqi eval: cp per own piece in a camp"},
    SpinField{"EvalRailStrong", nullptr, &Weights::rail_strong, 0, 100,
              "luzhanqi eval: cp per railway point of a strong officer"},
    SpinField{"EvalRailSapper", nullptr, &Weights::rail_sapper, 0, 100,
              "luzhanqi eval: cp per railway point of a sapper"},
    SpinField{"EvalPieceCount", nullptr, &Weights::piece_count, 0, 2000,
              "luzhanqi eval: cp per piece more than the opponent"},
    SpinField{"EvalPieceCountLate", nullptr, &Weights::piece_count_late, 0, 5000,
              "luzhanqi eval: cp per piece more, added as the quiet plies near the limit"},
};

constexpr std::array kChecks = {
    CheckField{"IsmctsEarlyTermination", &SearchParams::early_termination,
               "luzhanqi: end playouts early with the evaluation"},
    CheckField{"IsmctsImplicitMinimax", &SearchParams::implicit_minimax,
               "luzhanqi: implicit minimax backups"},
    CheckField{"IsmctsProgressiveBias", &SearchParams::progressive_bias,
               "luzhanqi: progressive bias from the evaluation"},
    CheckField{"IsmctsGroupFlips", &SearchParams::group_flips,
               "luzhanqi: one flip stands for all hidden points out of contact"},
    CheckField{"IsmctsStratifiedChance", &SearchParams::stratified_chance,
               "luzhanqi: draw flip outcomes in proportion to the pool"},
    CheckField{"IsmctsSolver", &SearchParams::solver, "luzhanqi: prove wins and losses"},
    CheckField{"IsmctsTreeReuse", &SearchParams::tree_reuse,
               "luzhanqi: reuse the subtree between moves of one game"},
};

int& field(SearchParams& params, const SpinField& spin) {
  return spin.search ? params.*spin.search : params.eval.*spin.weight;
}

}  // namespace

void add_luzhanqi_search_options(OptionRegistry& registry) {
  SearchParams defaults;
  for (const SpinField& spin : kSpins) {
    registry.add(Option::spin(spin.name, field(defaults, spin), spin.min, spin.max, spin.help));
  }
  for (const CheckField& check : kChecks) {
    registry.add(Option::check(check.name, defaults.*check.field, check.help));
  }
}

std::optional<std::string_view> eval_weight_option(int Weights::*weight) {
  for (const SpinField& spin : kSpins) {
    if (spin.weight == weight) return spin.name;
  }
  return std::nullopt;
}

SearchParams luzhanqi_search_params(const OptionRegistry& registry) {
  SearchParams params;
  for (const SpinField& spin : kSpins) field(params, spin) = registry.spin(spin.name);
  for (const CheckField& check : kChecks) params.*check.field = registry.check(check.name);
  return params;
}

}  // namespace zhuge::protocol
