#pragma once
// What one page may do: each message it sends is checked and answered, and it owns at most
// one game at a time, which ends when the page goes.
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "tools/gui/game_services.hpp"
#include "tools/gui/game_session.hpp"
#include "tools/gui/page_link.hpp"

namespace zhuge::gui {

class PageSession : public PageHandler {
 public:
  // Greets the page with `hello`.
  PageSession(GameServices& services, SendText sender);
  // The page's game ends with it.
  ~PageSession() override = default;

  void on_message(std::string_view text) override;
  void on_bad_frame(const std::string& why) override { refuse(why); }

 private:
  void dispatch(const std::string& type, const nlohmann::json& message);
  void new_game(const nlohmann::json& message);
  void load_record(const nlohmann::json& message);
  void level(const nlohmann::json& message);
  // A refusal of the game, or of no game at all, as an error.
  void answer(const std::optional<std::string>& refusal);
  void refuse(const std::string& why);
  void send(const nlohmann::json& message);

  GameServices& services_;
  SendText send_;
  std::shared_ptr<GameSession> game_;
};

}  // namespace zhuge::gui
