#pragma once
// The `info` lines of a Luzhanqi search report (docs/protocol.md, "MultiPV and analysis"): one
// line with MultiPV 1, as UCI writes it, else one `multipv <i>` line per ranked root action with
// its own score, wdl, visits and pv, a flip's followed by the values of its outcomes.

#include <string>
#include <vector>

#include "search/luzhanqi/mcts_search.hpp"

namespace zhuge::protocol {

// `eval_scale`: the cp that map to a value of tanh(1), as the search's own parameter.
// `multipv`: the MultiPV option, which chooses the form.
std::vector<std::string> luzhanqi_info_lines(const search::luzhanqi::SearchReport& report,
                                             int eval_scale, int multipv);

}  // namespace zhuge::protocol
