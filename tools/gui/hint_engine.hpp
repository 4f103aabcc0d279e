#pragma once
// The engine that answers a person's hint requests. It is a process of its own, apart from the
// seats' engines, so a hint never waits for a seat's engine nor interleaves with its
// conversation (a seat's engine may be thinking, or pondering, while a person asks). It is told
// the position command that the seats' engines get, the public view, so it knows no more of a
// hidden deal than the person does. One thread uses it at a time, as with EngineBank.
#include <atomic>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "tools/match/engine_session.hpp"

namespace zhuge::gui {

// How many moves a hint shows, and how long the engine thinks about them.
constexpr int kHintLines = 5;
constexpr int kHintMs = 1000;

class HintEngine {
 public:
  // `spec` is the engine to ask (GuiConfig::hint_engine); requests also end once `closing` is set.
  HintEngine(const match::EngineSpec& spec, const match::Patience& patience,
             const std::atomic<bool>& closing);
  HintEngine(const HintEngine&) = delete;
  HintEngine& operator=(const HintEngine&) = delete;
  ~HintEngine() { session_.quit(); }

  // Blocks for about kHintMs: the best lines (HintLines::lines()) for the side to move, or
  // nullopt if the engine did not start or answer.
  std::optional<nlohmann::json> analyse(const std::string& variant, const std::string& position);
  // From any thread: the game is gone, so a request in flight ends at once.
  void abandon() { abandoned_ = true; }

 private:
  match::EngineSpec spec_;
  match::Patience patience_;
  std::atomic<bool> abandoned_ = false;
  const std::atomic<bool>& closing_;
  match::EngineSession session_;
};

}  // namespace zhuge::gui
