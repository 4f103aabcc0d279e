#include "search/sanguo/sanguo_search_game.hpp"

#include <tuple>

namespace zhuge::search::sanguo {

using namespace zhuge::sanguo;
using multiplayer::kWin;

int SanguoSearchGame::capture_order(Move m) const {
  const Piece victim = pos_.at(m.to);
  const int victim_value = type_of(victim) == PieceType::General ? 1 << 14 : eval_->value(victim);
  return 16 * victim_value - eval_->value(pos_.at(m.from)) / 16;
}

bool SanguoSearchGame::general_in_danger() const {
  for (const Kingdom k : {Kingdom::Shu, Kingdom::Wu, Kingdom::Wei}) {
    if (pos_.in_play(k) && zhuge::sanguo::in_check(pos_, k)) return true;
  }
  return false;
}

bool SanguoSearchGame::endangers_general(Move m) const {
  return leaves_general_in_danger(pos_, m);
}

void SanguoSearchGame::pass() {
  before_pass_.emplace_back(pos_, sums_);
  const std::uint8_t in_play = pos_.in_play_mask();
  pos_.pass();
  if (pos_.in_play_mask() != in_play) {  // settling defeated a side
    sums_ = eval_->sums(pos_);
    reaches_.rebuild(pos_);
  }
}

void SanguoSearchGame::unpass() {
  const std::uint8_t in_play = pos_.in_play_mask();
  std::tie(pos_, sums_) = std::move(before_pass_.back());
  before_pass_.pop_back();
  if (pos_.in_play_mask() != in_play) reaches_.rebuild(pos_);
}

std::optional<Values> SanguoSearchGame::outcome() const {
  const auto result = pos_.result();
  if (!result) return std::nullopt;
  if (!result->winners) return draw();
  Values v;
  for (int k = 0; k < kPlayers; ++k) v[k] = result->winners & bit(kingdom(k)) ? kWin : -kWin;
  return v;
}

Values SanguoSearchGame::draw() const {
  Values v;
  const int draw = eval_->draw(players_in_play());
  for (int k = 0; k < kPlayers; ++k) v[k] = in_play(k) ? draw : -kWin;
  return v;
}

}  // namespace zhuge::search::sanguo
