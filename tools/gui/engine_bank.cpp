#include "tools/gui/engine_bank.hpp"

namespace zhuge::gui {

EngineBank::EngineBank(const GuiConfig& config, const std::vector<SeatSetup>& seats,
                       const std::atomic<bool>& closing)
    : patience_(config.limits.patience), closing_(closing) {
  for (const SeatSetup& seat : seats) {
    if (!seat.engine) {
      sessions_.push_back(nullptr);
      continue;
    }
    specs_.push_back(std::make_unique<match::EngineSpec>(config.engines[*seat.engine]));
    specs_.back()->tc = seat.tc;
    sessions_.push_back(std::make_unique<match::EngineSession>(*specs_.back(), patience_));
    sessions_.back()->set_abandon_check([this] { return abandoned_ || closing_; });
  }
}

EngineBank::~EngineBank() {
  for (auto& session : sessions_) {
    if (session) session->quit();
  }
}

std::vector<int> EngineBank::start(const std::string& variant) {
  std::vector<int> failed;
  for (std::size_t seat = 0; seat < sessions_.size(); ++seat) {
    if (sessions_[seat] && sessions_[seat]->new_game(variant)) {
      failed.push_back(static_cast<int>(seat));
    }
  }
  return failed;
}

}  // namespace zhuge::gui
