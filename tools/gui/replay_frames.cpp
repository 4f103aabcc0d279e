#include "tools/gui/replay_frames.hpp"

#include <sstream>

#include "tools/gui/state_view.hpp"
#include "tools/match/replay.hpp"

namespace zhuge::gui {

using nlohmann::json;

std::optional<json> replay_message(const std::string& text, int game, std::string& error) {
  std::istringstream in(text);
  const auto records = match::read_records(in, error);
  if (!records) return std::nullopt;
  if (game < 0 || game >= static_cast<int>(records->size())) {
    error = "load_record: the file has " + std::to_string(records->size()) +
            " games; there is no game " + std::to_string(game);
    return std::nullopt;
  }
  const match::GameRecord& record = (*records)[game];
  // One arbiter for the checked end, one to step through the positions before it.
  const auto final_position = match::replay_arbiter(record, error);
  const auto stepper = final_position ? match::replay_arbiter(record, error) : nullptr;
  if (!stepper) {
    error = "load_record: " + error;
    return std::nullopt;
  }
  std::vector<SeatView> seats;
  for (const std::string& name : record.seats) seats.push_back({name != "human", name, {}, {}});
  StateExtras extras;
  extras.show_deal = true;
  extras.show_moves = false;
  json frames = json::array();
  stepper->take_back(0);
  for (const std::string& move : record.moves) {
    frames.push_back(state_message(*stepper, seats, extras));
    stepper->play_recorded(move);
  }
  frames.push_back(state_message(*final_position, seats, extras));
  return json{{"type", "replay"},
              {"game", game},
              {"games", records->size()},
              {"moves", record.moves},
              {"frames", frames}};
}

}  // namespace zhuge::gui
