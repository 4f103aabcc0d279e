#include "tools/eval_fit/luzhanqi/samples.hpp"

#include "engine/luzhanqi/action.hpp"
#include "tools/eval_fit/record_check.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"

namespace zhuge::eval_fit {

std::optional<std::vector<LuzhanqiSample>> luzhanqi_samples(const match::GameRecord& record,
                                                            std::string& error) {
  if (!replays_as(record, match::kLuzhanqi, error)) return std::nullopt;
  std::vector<LuzhanqiSample> samples;
  if (record.offender || record.termination == "max plies") return samples;
  auto pos = luzhanqi::Position::start();
  for (const std::string& move : record.moves) {
    if (pos.colours_assigned()) {
      const int seat = pos.ply() % 2;  // the first mover plays the even plies
      samples.push_back({pos, record.sixths[seat] / 6.0});
    }
    pos.make(*luzhanqi::parse_action(move));  // replay_error has checked every move
  }
  return samples;
}

}  // namespace zhuge::eval_fit
