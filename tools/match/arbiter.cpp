#include "tools/match/arbiter.hpp"

namespace zhuge::match {

void Arbiter::take_back(int ply) {
  const std::vector<std::string> kept(moves_.begin(), moves_.begin() + ply);
  moves_.clear();
  captures_.clear();
  events_.clear();
  end_.reset();
  restart();
  // The actions were played once, so they play again the same way.
  for (const std::string& move : kept) play_recorded(move);
}

std::string Arbiter::position_command() const {
  std::string command = "position " + position_start();
  if (!moves_.empty()) command += " moves";
  for (const std::string& move : moves_) command += " " + move;
  return command;
}

void Arbiter::adjudicate_draw(std::string termination) {
  end_ = GameEnd{draw_points(), std::move(termination), std::nullopt};
}

void Arbiter::check_ply_cap() {
  if (!end_ && static_cast<int>(moves_.size()) >= max_plies_) adjudicate_draw("max plies");
}

GameRecord Arbiter::record() const {
  GameRecord record;
  record.variant = variant();
  const GameStart from = start();
  record.start = from.text;
  record.seed = from.seed;
  record.moves = moves_;
  if (end_) {
    record.sixths = end_->sixths;
    record.termination = end_->termination;
    record.offender = end_->offender;
  }
  return record;
}

}  // namespace zhuge::match
