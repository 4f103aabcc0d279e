#include "protocol/sanguo/search_options.hpp"

#include <array>
#include <string>
#include <vector>

namespace zhuge::protocol {

using search::multiplayer::Algorithm;
using search::multiplayer::SearchFeatures;

namespace {
constexpr std::array kFeatureOptions = {
    FeatureOption{"SanguoLateMoveReductions", &SearchFeatures::late_move_reductions,
                  "sanguo: paranoid searches late quiet moves shallower first"},
    FeatureOption{"SanguoNullMove", &SearchFeatures::null_move,
                  "sanguo: paranoid lets the root pass, searched shallower, to cut a node"},
    FeatureOption{
        "SanguoFutility", &SearchFeatures::futility,
        "sanguo: paranoid skips quiet moves near the leaves that cannot reach the window"},
    FeatureOption{"SanguoLateMovePruning", &SearchFeatures::late_move_pruning,
                  "sanguo: paranoid skips the last quiet moves near the leaves"},
    FeatureOption{"SanguoPrincipalVariation", &SearchFeatures::principal_variation,
                  "sanguo: paranoid searches the moves after the first with a null window first"},
    FeatureOption{"SanguoHistoryMalus", &SearchFeatures::history_malus,
                  "sanguo: paranoid lowers the history of quiet moves searched before a cutoff"},
    FeatureOption{
        "SanguoStaticCut", &SearchFeatures::static_cut,
        "sanguo: paranoid cuts near the leaves where the root's evaluation is far above beta"},
};
}  // namespace

std::span<const FeatureOption> feature_options() {
  return kFeatureOptions;
}

void add_sanguo_search_options(OptionRegistry& registry) {
  std::vector<std::string> names;
  for (Algorithm a : {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs, Algorithm::BrsPlus}) {
    names.emplace_back(search::multiplayer::algorithm_name(a));
  }
  registry.add(Option::combo(std::string(kSearchOption),
                             std::string(algorithm_name(search::sanguo::kDefaultAlgorithm)), names,
                             "sanguo: the three-player search that Player search runs"));
  const SearchFeatures features;
  for (const auto& f : kFeatureOptions) {
    registry.add(Option::check(std::string(f.name), features.*f.member, std::string(f.help)));
  }
  const eval::sanguo::EvalWeights defaults;
  for (const auto& w : eval::sanguo::weight_table()) {
    registry.add(
        Option::spin(std::string(w.name), defaults.*w.member, w.min, w.max, std::string(w.help)));
  }
}

search::sanguo::SanguoSearchParams sanguo_search_params(const OptionRegistry& registry) {
  search::sanguo::SanguoSearchParams params;
  params.algorithm = *search::multiplayer::algorithm_from_name(registry.string(kSearchOption));
  for (const auto& f : kFeatureOptions) params.features.*f.member = registry.check(f.name);
  for (const auto& w : eval::sanguo::weight_table())
    params.weights.*w.member = registry.spin(w.name);
  return params;
}

}  // namespace zhuge::protocol
