#include "protocol/baseline_player.hpp"

#include "protocol/info_line.hpp"

namespace zhuge::protocol {

std::string one_ply_info(std::uint64_t nodes, std::chrono::milliseconds elapsed,
                         std::optional<int> score_cp, std::string_view pv) {
  InfoFields info;
  info.nodes = nodes;
  info.nps = false;
  info.time = elapsed;
  info.score_cp = score_cp;
  info.pv = {std::string(pv)};
  return format_info(info);
}

}  // namespace zhuge::protocol
