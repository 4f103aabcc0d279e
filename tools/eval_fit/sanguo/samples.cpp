#include "tools/eval_fit/sanguo/samples.hpp"

#include "engine/sanguo/movegen.hpp"
#include "tools/eval_fit/record_check.hpp"
#include "tools/match/sanguo/arbiter.hpp"

namespace zhuge::eval_fit {

std::optional<std::vector<SanguoSample>> sanguo_samples(const match::GameRecord& record,
                                                        std::string& error) {
  if (!replays_as(record, match::kSanguo, error)) return std::nullopt;
  std::vector<SanguoSample> samples;
  if (record.offender || record.termination == "max plies") return samples;
  std::array<double, sanguo::kKingdoms> points{};
  for (int k = 0; k < sanguo::kKingdoms; ++k) points[k] = record.sixths[k] / 6.0;
  auto pos = *sanguo::Position::from_fen(record.start, error);  // replay_error has read it
  pos.settle();
  bool after_capture = false;
  for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
    if (!after_capture) samples.push_back({pos, static_cast<int>(ply), points});
    const auto move = *sanguo::parse_move(pos, record.moves[ply]);  // and every move
    after_capture = pos.at(move.to) != sanguo::kEmpty;
    pos.make(move);
  }
  return samples;
}

}  // namespace zhuge::eval_fit
