#include "protocol/sanguo/search_options.hpp"

#include <array>
#include <string>
#include <vector>

#include "protocol/parameter_options.hpp"

namespace zhuge::protocol {

namespace {

using search::multiplayer::Algorithm;

constexpr OptionPrefix kFeaturePrefix{"Sanguo", "sanguo: "};
constexpr OptionPrefix kWeightPrefix{"Sanguo", "sanguo eval: "};

}  // namespace

void add_sanguo_search_options(OptionRegistry& registry) {
  std::vector<std::string> names;
  for (Algorithm a : {Algorithm::Paranoid, Algorithm::MaxN, Algorithm::Brs, Algorithm::BrsPlus}) {
    names.emplace_back(search::multiplayer::algorithm_name(a));
  }
  registry.add(Option::combo(std::string(kSearchOption),
                             std::string(algorithm_name(search::sanguo::kDefaultAlgorithm)), names,
                             "sanguo: the three-player search that Player search runs"));
  add_parameter_options(registry, kFeaturePrefix, search::multiplayer::feature_parameters());
  add_parameter_options(registry, kWeightPrefix, eval::sanguo::weight_parameters());
}

std::string sanguo_weight_option(int eval::sanguo::EvalWeights::*weight) {
  return parameter_option(kWeightPrefix, eval::sanguo::weight_parameters(), weight).value();
}

search::sanguo::SanguoSearchParams sanguo_search_params(const OptionRegistry& registry) {
  search::sanguo::SanguoSearchParams params;
  params.algorithm = *search::multiplayer::algorithm_from_name(registry.string(kSearchOption));
  read_parameter_options(registry, kFeaturePrefix, search::multiplayer::feature_parameters(),
                         params.features);
  read_parameter_options(registry, kWeightPrefix, eval::sanguo::weight_parameters(),
                         params.weights);
  return params;
}

}  // namespace zhuge::protocol
