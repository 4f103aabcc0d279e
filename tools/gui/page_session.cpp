#include "tools/gui/page_session.hpp"

#include <climits>

#include "tools/gui/game_setup.hpp"
#include "tools/gui/replay_frames.hpp"
#include "tools/match/arbiter_game.hpp"

namespace zhuge::gui {

using nlohmann::json;

namespace {

std::string text_of(const json& message) {
  return message.dump(-1, ' ', false, json::error_handler_t::replace);
}

// A whole number that fits an int, or nullopt.
std::optional<int> int_field(const json& message, const char* key) {
  const auto it = message.find(key);
  if (it == message.end() || !it->is_number_integer()) return std::nullopt;
  const auto value = it->get<long long>();
  if (value < INT_MIN || value > INT_MAX) return std::nullopt;
  return static_cast<int>(value);
}

}  // namespace

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
  dispatch(*type, message);
}

void PageSession::dispatch(const std::string& type, const json& message) {
  if (type == "new_game") return new_game(message);
  if (type == "load_record") return load_record(message);
  if (type == "move" || type == "resign" || type == "takeback" || type == "get_record" ||
      type == "hint" || type == "level") {
    if (!game_) return refuse(type + ": no game; send new_game first");
  }
  if (type == "move") {
    const auto move = message.find("move");
    if (move == message.end() || !move->is_string()) return refuse("move: 'move' must be a string");
    return answer(game_->move(*move));
  }
  if (type == "resign") {
    const auto seat = int_field(message, "seat");
    if (!seat) return refuse("resign: 'seat' must be a seat number");
    return answer(game_->resign(*seat));
  }
  if (type == "takeback") return answer(game_->takeback());
  if (type == "hint") return answer(game_->hint());
  if (type == "level") return level(message);
  if (type == "get_record") return send({{"type", "record"}, {"text", game_->record_text()}});
  refuse("unknown message type '" + type + "'");
}

void PageSession::new_game(const json& message) {
  std::string error;
  auto setup = parse_game_setup(message, services_.config, error);
  if (!setup) return refuse(error);
  // A game this page still plays gives its slot to the new one.
  if (game_ && !game_->over()) game_.reset();
  auto ticket = services_.slots->take();
  if (!ticket) {
    return refuse("new_game: " + std::to_string(services_.slots->capacity()) +
                  " games are running, the most this server allows; end one first");
  }
  game_.reset();
  game_ = GameSession::start(services_, std::move(*setup), std::move(ticket),
                             [send = send_](const json& m) { send(text_of(m)); });
}

void PageSession::level(const json& message) {
  const auto seat = int_field(message, "seat");
  if (!seat) return refuse("level: 'seat' must be a seat number");
  const auto elo = message.find("elo");
  if (elo != message.end() && elo->is_null()) return answer(game_->set_level(*seat, std::nullopt));
  const auto value = int_field(message, "elo");
  if (!value) return refuse("level: 'elo' must be a whole number, or null for full strength");
  answer(game_->set_level(*seat, *value));
}

void PageSession::load_record(const json& message) {
  const auto text = message.find("text");
  if (text == message.end() || !text->is_string()) {
    return refuse("load_record: 'text' must be the text of a record file");
  }
  const auto game = message.contains("game") ? int_field(message, "game") : 0;
  if (!game) return refuse("load_record: 'game' must be a game number");
  std::string error;
  const auto replay = replay_message(*text, *game, error);
  if (!replay) return refuse(error);
  // The page may not have drawn this variant yet.
  const json& start = (*replay)["frames"][0];
  send(match::find_arbiter_game(start["variant"].get<std::string>())->board(start["fen"]));
  send(*replay);
}

void PageSession::answer(const std::optional<std::string>& refusal) {
  if (refusal) refuse(*refusal);
}

void PageSession::refuse(const std::string& why) {
  send({{"type", "error"}, {"message", why}});
}

void PageSession::send(const json& message) {
  send_(text_of(message));
}

}  // namespace zhuge::gui
