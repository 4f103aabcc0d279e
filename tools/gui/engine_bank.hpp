#pragma once
// The engine processes of one game, one per engine seat. One thread uses it at a time: an
// engine thread while a request is in flight, else the io thread. Whoever lets go of it last
// quits its engines, so a game that ends while an engine thinks leaves no process behind.
#include <atomic>
#include <memory>
#include <vector>

#include "tools/gui/game_setup.hpp"
#include "tools/match/engine_session.hpp"

namespace zhuge::gui {

class EngineBank {
 public:
  // Requests in flight also end once `closing` is set (the server is shutting down).
  EngineBank(const GuiConfig& config, const std::vector<SeatSetup>& seats,
             const std::atomic<bool>& closing);
  EngineBank(const EngineBank&) = delete;
  EngineBank& operator=(const EngineBank&) = delete;
  ~EngineBank();

  // The engine of `seat`; nullptr for a person's seat.
  match::EngineSession* at(int seat) { return sessions_[seat].get(); }
  // Starts every engine for `variant`; returns the seats whose engine failed.
  std::vector<int> start(const std::string& variant);
  // From any thread: the game is gone, so a request in flight ends at once.
  void abandon() { abandoned_ = true; }

 private:
  match::Patience patience_;
  std::atomic<bool> abandoned_ = false;
  const std::atomic<bool>& closing_;
  std::vector<std::unique_ptr<match::EngineSpec>> specs_;
  std::vector<std::unique_ptr<match::EngineSession>> sessions_;
};

}  // namespace zhuge::gui
