#include "tools/gui/game_setup.hpp"

#include "tools/match/json_fields.hpp"
#include "tools/match/text_join.hpp"

namespace zhuge::gui {

using nlohmann::json;

namespace {

constexpr long long kMaxTimeMs = 24LL * 3600 * 1000;

// The seat's time: a move time (engines only) or a clock; nothing is a person without a clock.
bool read_time(const json& seat, bool engine, match::TimeControl& tc, const std::string& what,
               std::string& error) {
  const auto time = seat.find("time");
  if (time == seat.end()) {
    if (engine) error = what + ": an engine needs a 'time'";
    return !engine;
  }
  if (!time->is_object()) {
    error = what + ": 'time' must be an object";
    return false;
  }
  if (time->contains("movetime_ms")) {
    if (!engine) {
      error = what + ": a person's time is a clock, base_ms and inc_ms";
      return false;
    }
    const auto ms = match::whole_field(*time, "movetime_ms", 1, kMaxTimeMs, what, error);
    if (!ms) return false;
    tc.move_ms = static_cast<int>(*ms);
    return true;
  }
  const auto base = match::whole_field(*time, "base_ms", 1, kMaxTimeMs, what, error);
  const auto inc =
      base ? match::whole_field(*time, "inc_ms", 0, kMaxTimeMs, what, error) : std::nullopt;
  if (!inc) return false;
  tc.base_ms = static_cast<int>(*base);
  tc.increment_ms = static_cast<int>(*inc);
  return true;
}

std::optional<SeatSetup> read_seat(const json& seat, const GuiConfig& config,
                                   const std::string& what, std::string& error) {
  if (!seat.is_object() || !seat.contains("kind") || !seat["kind"].is_string()) {
    error = what + " must be an object with a string 'kind'";
    return std::nullopt;
  }
  const std::string kind = seat["kind"];
  SeatSetup setup;
  if (kind == "engine") {
    const int last = static_cast<int>(config.engines.size()) - 1;
    const auto id = match::whole_field(seat, "engine", 0, last, what, error);
    if (!id) return std::nullopt;
    setup.engine = static_cast<int>(*id);
    // The command line's node and depth limits stay; the page gives the time.
    setup.tc.nodes = config.engines[*setup.engine].tc.nodes;
    setup.tc.depth = config.engines[*setup.engine].tc.depth;
  } else if (kind != "human") {
    error = what + ": unknown kind '" + kind + "' (human or engine)";
    return std::nullopt;
  }
  if (!read_time(seat, setup.engine.has_value(), setup.tc, what, error)) return std::nullopt;
  return setup;
}

}  // namespace

std::optional<GameSetup> parse_game_setup(const json& message, const GuiConfig& config,
                                          std::string& error) {
  GameSetup setup;
  const auto variant = message.find("variant");
  if (variant != message.end() && variant->is_string()) {
    setup.game = match::find_arbiter_game(variant->get<std::string>());
  }
  if (!setup.game) {
    std::vector<std::string> names;
    for (const auto& game : match::arbiter_games()) {
      names.push_back('"' + std::string(game.variant) + '"');
    }
    error = "new_game: 'variant' must be " + match::join_words(names, ", ", " or ");
    return std::nullopt;
  }
  const std::size_t count = setup.game->seat_labels.size();
  const auto seats = message.find("seats");
  if (seats == message.end() || !seats->is_array() || seats->size() != count) {
    error = "new_game: " + std::string(setup.game->variant) + " needs 'seats', an array of " +
            std::to_string(count);
    return std::nullopt;
  }
  for (std::size_t i = 0; i < count; ++i) {
    auto seat = read_seat((*seats)[i], config, "new_game: seat " + std::to_string(i), error);
    if (!seat) return std::nullopt;
    setup.seats.push_back(std::move(*seat));
  }
  auto start = setup.game->page_start(message, error);
  if (!start) return std::nullopt;
  setup.start = std::move(*start);
  if (message.contains("ponder")) {
    if (!message["ponder"].is_boolean()) {
      error = "new_game: 'ponder' must be true or false";
      return std::nullopt;
    }
    setup.ponder = message["ponder"];
  }
  return setup;
}

}  // namespace zhuge::gui
