#include "tools/match/match_config.hpp"

namespace zhuge::match {

std::vector<GameJob> schedule(const MatchConfig& config) {
  const auto per_deal = config.game->seatings(config.engines.size());
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
