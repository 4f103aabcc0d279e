#include "tools/match/match_config.hpp"

namespace zhuge::match {
namespace {

std::vector<std::vector<int>> seatings(const MatchConfig& config) {
  if (config.variant == kLuzhanqi) return {{0, 1}, {1, 0}};
  if (config.engines.size() == 2) {
    return {{0, 0, 1}, {0, 1, 0}, {1, 0, 0}, {0, 1, 1}, {1, 0, 1}, {1, 1, 0}};
  }
  return {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
}

}  // namespace

std::vector<GameJob> schedule(const MatchConfig& config) {
  const auto per_deal = seatings(config);
  std::vector<GameJob> jobs;
  for (int deal = config.shard - 1; deal < config.deals; deal += config.shards) {
    for (std::size_t i = 0; i < per_deal.size(); ++i) {
      jobs.push_back(
          {deal * static_cast<int>(per_deal.size()) + static_cast<int>(i) + 1, deal, per_deal[i]});
    }
  }
  return jobs;
}

}  // namespace zhuge::match
