#include "protocol/sanguo_search_options.hpp"

#include <string>
#include <vector>

namespace zhuge::protocol {

using search::sanguo::Algorithm;

void add_sanguo_search_options(OptionRegistry& registry) {
  std::vector<std::string> names;
  for (Algorithm a : {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs, Algorithm::BrsPlus}) {
    names.emplace_back(search::sanguo::algorithm_name(a));
  }
  registry.add(Option::combo(std::string(kSearchOption),
                             std::string(algorithm_name(search::sanguo::kDefaultAlgorithm)), names,
                             "sanguo: the three-player search that Player search runs"));
  registry.add(Option::check(std::string(kLateMoveReductionsOption),
                             search::sanguo::SanguoSearchParams{}.late_move_reductions,
                             "sanguo: paranoid searches late quiet moves a ply shallower first"));
  const eval::sanguo::EvalWeights defaults;
  for (const auto& w : eval::sanguo::weight_table()) {
    registry.add(
        Option::spin(std::string(w.name), defaults.*w.member, w.min, w.max, std::string(w.help)));
  }
}

search::sanguo::SanguoSearchParams sanguo_search_params(const OptionRegistry& registry) {
  search::sanguo::SanguoSearchParams params;
  params.algorithm = *search::sanguo::algorithm_from_name(registry.string(kSearchOption));
  params.late_move_reductions = registry.check(kLateMoveReductionsOption);
  for (const auto& w : eval::sanguo::weight_table())
    params.weights.*w.member = registry.spin(w.name);
  return params;
}

}  // namespace zhuge::protocol
