#include "eval/luzhanqi/weights.hpp"

#include <array>

namespace zhuge::eval::luzhanqi {

namespace {

using W = EvalWeights;
constexpr std::array kSpins = {
    SpinParameter<W>{"HiddenMaterial", &W::hidden_material_percent, 0, 200,
                     "percent of a hidden piece's value"},
    SpinParameter<W>{"MineGuard", &W::mine_guard, 0, 1000, "cp per own landmine alive"},
    SpinParameter<W>{"SapperVsMines", &W::sapper_versus_mines, 0, 1000,
                     "cp per sapper while enemy mines remain"},
    SpinParameter<W>{"FlagExposed", &W::flag_exposed, 0, 5000,
                     "cp for a flag open to enemy sappers"},
    SpinParameter<W>{"Threat", &W::threat_percent, 0, 200,
                     "percent of the best capture of the side to move"},
    SpinParameter<W>{"Hanging", &W::hanging_percent, 0, 200,
                     "percent of the best capture of the opponent"},
    SpinParameter<W>{"Camp", &W::camp, 0, 500, "cp per own piece in a camp"},
    SpinParameter<W>{"Frozen", &W::frozen_percent, 0, 100,
                     "percent of its value a piece loses, frozen on a headquarters"},
    SpinParameter<W>{"RailStrong", &W::rail_strong, 0, 100,
                     "cp per railway point of a strong officer"},
    SpinParameter<W>{"RailSapper", &W::rail_sapper, 0, 100, "cp per railway point of a sapper"},
    SpinParameter<W>{"PieceCount", &W::piece_count, 0, 2000, "cp per piece more than the opponent"},
    SpinParameter<W>{"PieceCountLate", &W::piece_count_late, 0, 5000,
                     "cp per piece more, added as the quiet plies near the limit"},
};

}  // namespace

ParameterTable<EvalWeights> weight_parameters() {
  return {kSpins, {}};
}

}  // namespace zhuge::eval::luzhanqi
