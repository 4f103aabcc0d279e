#include "tools/match/flipnim/arbiter.hpp"

#include "engine/core/rng.hpp"
#include "tools/match/seat.hpp"
#include "tools/match/text_join.hpp"

namespace zhuge::match {

using namespace flipnim;

namespace {

std::vector<int> win_for(int seat) {
  return seat == 0 ? std::vector<int>{6, 0} : std::vector<int>{0, 6};
}

}  // namespace

FlipNimDeal flipnim_deal_from_seed(std::uint64_t seed) {
  Rng rng(seed);
  FlipNimDeal deal;
  for (auto& stones : deal) stones = rng.below(kRollOdds) < kRollOdds - 1 ? 1 : 3;
  return deal;
}

std::string flipnim_deal_to_text(const FlipNimDeal& deal) {
  std::string text;
  for (const auto stones : deal) text += char('0' + stones);
  return text;
}

std::optional<FlipNimDeal> flipnim_deal_from_text(const std::string& text) {
  if (text.size() != kMaxRolls) return std::nullopt;
  FlipNimDeal deal;
  for (int i = 0; i < kMaxRolls; ++i) {
    if (text[i] != '1' && text[i] != '3') return std::nullopt;
    deal[i] = std::uint8_t(text[i] - '0');
  }
  return deal;
}

FlipNimArbiter::FlipNimArbiter(const FlipNimDeal& deal, int max_plies, std::string seed)
    : Arbiter(max_plies), deal_(deal), seed_(std::move(seed)), pos_(Position::start()) {}

// The pile is the one point of its board.
std::vector<PointPiece> FlipNimArbiter::pieces() const {
  return {{"pile", std::to_string(pos_.pile())}};
}

std::vector<std::string> FlipNimArbiter::legal_actions() const {
  std::vector<std::string> legal;
  if (end_) return legal;
  ActionList list;
  generate_actions(pos_, list);
  for (const Action a : list) legal.push_back(to_string(a));
  return legal;
}

std::string FlipNimArbiter::clock_fields(const std::vector<const SeatClock*>& clocks) const {
  std::string fields;
  for (int seat = 0; seat < 2; ++seat) {
    if (clocks[seat]) append_joined(fields, " ", clock_field(*side_of(seat), *clocks[seat]));
  }
  return fields;
}

std::optional<std::string> FlipNimArbiter::play(std::string_view text) {
  if (end_) return "the game is over";
  auto action = parse_action(pos_, text);
  if (!action) return "not an action";
  if (!is_legal(pos_, *action, false)) return "illegal";
  if (action->roll) action->stones = deal_[action->number];
  apply(*action);
  return std::nullopt;
}

std::optional<std::string> FlipNimArbiter::play_recorded(std::string_view text) {
  if (end_) return "the game is over";
  const auto action = parse_action(pos_, text);
  if (!action || !is_legal(pos_, *action, true)) return "illegal";
  if (action->roll && action->stones != deal_[action->number]) {
    return "the roll does not take the dealt stones";
  }
  apply(*action);
  return std::nullopt;
}

void FlipNimArbiter::apply(Action action) {
  events_.clear();
  pos_.make(action);
  moves_.push_back(to_string(action));
  if (pos_.over()) end_ = GameEnd{win_for(pos_.winner()), "last stone", std::nullopt};
  check_ply_cap();
}

bool FlipNimArbiter::forfeit(int seat, std::string reason) {
  if (end_) return false;
  end_ = GameEnd{win_for(1 - seat), std::move(reason), seat};
  return true;
}

}  // namespace zhuge::match
