#include "search/multiplayer/features.hpp"

#include <array>

namespace zhuge::search::multiplayer {

namespace {

using F = SearchFeatures;
constexpr std::array kChecks = {
    CheckParameter<F>{"LateMoveReductions", &F::late_move_reductions,
                      "paranoid searches late quiet moves shallower first"},
    CheckParameter<F>{"NullMove", &F::null_move,
                      "paranoid lets the root pass, searched shallower, to cut a node"},
    CheckParameter<F>{"Futility", &F::futility,
                      "paranoid skips quiet moves near the leaves that cannot reach the window"},
    CheckParameter<F>{"LateMovePruning", &F::late_move_pruning,
                      "paranoid skips the last quiet moves near the leaves"},
    CheckParameter<F>{"PrincipalVariation", &F::principal_variation,
                      "paranoid searches the moves after the first with a null window first"},
    CheckParameter<F>{"HistoryMalus", &F::history_malus,
                      "paranoid lowers the history of quiet moves searched before a cutoff"},
    CheckParameter<F>{
        "StaticCut", &F::static_cut,
        "paranoid cuts near the leaves where the root's evaluation is far above beta"},
};

}  // namespace

ParameterTable<SearchFeatures> feature_parameters() {
  return {{}, kChecks};
}

}  // namespace zhuge::search::multiplayer
