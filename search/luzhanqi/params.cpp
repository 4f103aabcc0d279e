#include "search/luzhanqi/params.hpp"

#include <array>

namespace zhuge::search::luzhanqi {

namespace {

using P = SearchParams;
constexpr std::array kSpins = {
    SpinParameter<P>{"IsmctsEvalScale", &P::eval_scale, 50, 10000,
                     "cp that map to a value of tanh(1)"},
    SpinParameter<P>{"IsmctsBiasFlip", &P::bias_flip_percent, 0, 100,
                     "a flip's progressive bias, percent of its expected value"},
    SpinParameter<P>{"IsmctsEvalCentre", &P::eval_centre_percent, 0, 100,
                     "leaves scored against this percent of the root's evaluation"},
};

constexpr std::array kChecks = {
    CheckParameter<P>{"IsmctsGroupFlips", &P::group_flips,
                      "one flip stands for all hidden points out of contact"},
};

}  // namespace

ParameterTable<SearchParams> search_parameters() {
  return {kSpins, kChecks};
}

}  // namespace zhuge::search::luzhanqi
