#pragma once
// What one page may do: each message it sends is checked and answered, and it owns at most
// one game at a time, which ends when the page goes.
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "tools/gui/game_services.hpp"
#include "tools/gui/page_link.hpp"

namespace zhuge::gui {

class PageSession : public PageHandler {
 public:
  // Greets the page with `hello`.
  PageSession(GameServices& services, SendText sender);

  void on_message(std::string_view text) override;
  void on_bad_frame(const std::string& why) override { refuse(why); }

 private:
  void dispatch(const nlohmann::json& message);
  void refuse(const std::string& why);
  void send(const nlohmann::json& message);

  GameServices& services_;
  SendText send_;
};

}  // namespace zhuge::gui
