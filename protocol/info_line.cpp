#include "protocol/info_line.hpp"

#include <algorithm>

namespace zhuge::protocol {

std::string format_info(const InfoFields& info) {
  std::string text = "info depth " + std::to_string(info.depth);
  if (info.seldepth) text += " seldepth " + std::to_string(*info.seldepth);
  if (info.multipv > 0) text += " multipv " + std::to_string(info.multipv);
  text += " nodes " + std::to_string(info.nodes);
  if (info.nps) {
    const auto ms = std::uint64_t(std::max<std::int64_t>(info.time.count(), 1));
    text += " nps " + std::to_string(info.nodes * 1000 / ms);
  }
  text += " time " + std::to_string(info.time.count());
  if (info.hashfull) text += " hashfull " + std::to_string(*info.hashfull);
  if (info.score_cp) text += " score cp " + std::to_string(*info.score_cp);
  if (info.wdl) {
    text += " wdl";
    for (const int w : *info.wdl) text += ' ' + std::to_string(w);
  }
  if (info.visits) text += " visits " + std::to_string(*info.visits);
  if (!info.pv.empty()) {
    text += " pv";
    for (const auto& move : info.pv) text += ' ' + move;
  }
  return text;
}

}  // namespace zhuge::protocol
