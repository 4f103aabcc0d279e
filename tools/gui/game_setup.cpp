#include "tools/gui/game_setup.hpp"

#include "engine/sanguo/position.hpp"
#include "tools/match/game_record.hpp"

namespace zhuge::gui {

using nlohmann::json;

namespace {

constexpr long long kMaxTimeMs = 24LL * 3600 * 1000;
constexpr long long kMaxSeed = (1LL << 53) - 1;  // what a JSON number holds exactly

// A whole number in [min, max] at `key`; sets `error` naming `what` otherwise.
std::optional<long long> whole(const json& object, const char* key, long long min, long long max,
                               const std::string& what, std::string& error) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_number_integer() || it->get<long long>() < min ||
      it->get<long long>() > max) {
    error = what + ": '" + key + "' must be a whole number from " + std::to_string(min) + " to " +
            std::to_string(max);
    return std::nullopt;
  }
  return it->get<long long>();
}

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
    const auto ms = whole(*time, "movetime_ms", 1, kMaxTimeMs, what, error);
    if (!ms) return false;
    tc.move_ms = static_cast<int>(*ms);
    return true;
  }
  const auto base = whole(*time, "base_ms", 1, kMaxTimeMs, what, error);
  const auto inc = base ? whole(*time, "inc_ms", 0, kMaxTimeMs, what, error) : std::nullopt;
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
    const auto id = whole(seat, "engine", 0, last, what, error);
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

// The variant's own fields: flag-bearers and an opening for sanguo, a seed for luzhanqi.
bool read_variant_fields(const json& message, GameSetup& setup, std::string& error) {
  const bool sanguo = setup.variant == match::kSanguo;
  if (sanguo && message.contains("flag_bearers")) {
    if (!message["flag_bearers"].is_boolean()) {
      error = "new_game: 'flag_bearers' must be true or false";
      return false;
    }
    setup.flag_bearers = message["flag_bearers"];
  }
  if (!sanguo && message.contains("seed")) {
    const auto seed = whole(message, "seed", 0, kMaxSeed, "new_game", error);
    if (!seed) return false;
    setup.seed = static_cast<std::uint64_t>(*seed);
  }
  if (!sanguo) return true;
  setup.opening = sanguo::Position::start(setup.flag_bearers).fen();
  if (message.contains("fen")) {
    if (!message["fen"].is_string()) {
      error = "new_game: 'fen' must be a string";
      return false;
    }
    std::string why;
    if (!sanguo::Position::from_fen(message["fen"].get<std::string>(), why)) {
      error = "new_game: bad fen: " + why;
      return false;
    }
    setup.opening = message["fen"];
  }
  return true;
}

}  // namespace

std::optional<GameSetup> parse_game_setup(const json& message, const GuiConfig& config,
                                          std::string& error) {
  GameSetup setup;
  const auto variant = message.find("variant");
  if (variant == message.end() || !variant->is_string() ||
      (*variant != match::kLuzhanqi && *variant != match::kSanguo)) {
    error = "new_game: 'variant' must be \"luzhanqi-flip\" or \"sanguo\"";
    return std::nullopt;
  }
  setup.variant = *variant;
  const std::size_t count = setup.variant == match::kSanguo ? 3 : 2;
  const auto seats = message.find("seats");
  if (seats == message.end() || !seats->is_array() || seats->size() != count) {
    error = "new_game: " + setup.variant + " needs 'seats', an array of " + std::to_string(count);
    return std::nullopt;
  }
  for (std::size_t i = 0; i < count; ++i) {
    auto seat = read_seat((*seats)[i], config, "new_game: seat " + std::to_string(i), error);
    if (!seat) return std::nullopt;
    setup.seats.push_back(std::move(*seat));
  }
  if (!read_variant_fields(message, setup, error)) return std::nullopt;
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
