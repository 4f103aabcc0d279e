#include "tools/gui/page_session.hpp"

namespace zhuge::gui {

using nlohmann::json;

PageSession::PageSession(GameServices& services, SendText sender)
    : services_(services), send_(std::move(sender)) {
  json engines = json::array();
  for (std::size_t i = 0; i < services_.config.engines.size(); ++i) {
    engines.push_back({{"id", i}, {"name", services_.config.engines[i].name}});
  }
  send({{"type", "hello"}, {"engines", engines}, {"max_games", services_.config.max_games}});
}

void PageSession::on_message(std::string_view text) {
  const json message = json::parse(text, nullptr, false);
  if (message.is_discarded()) return refuse("not JSON");
  if (!message.is_object()) return refuse("a message is a JSON object");
  const auto type = message.find("type");
  if (type == message.end() || !type->is_string()) return refuse("a message needs a string 'type'");
  dispatch(message);
}

void PageSession::dispatch(const json& message) {
  refuse("unknown message type '" + message["type"].get<std::string>() + "'");
}

void PageSession::refuse(const std::string& why) {
  send({{"type", "error"}, {"message", why}});
}

void PageSession::send(const json& message) {
  send_(message.dump(-1, ' ', false, json::error_handler_t::replace));
}

}  // namespace zhuge::gui
