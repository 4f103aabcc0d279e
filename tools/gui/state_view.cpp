#include "tools/gui/state_view.hpp"

#include "tools/match/arbiter_game.hpp"

namespace zhuge::gui {

using nlohmann::json;

namespace {

json letter_or_null(std::optional<char> letter) {
  return letter ? json(std::string(1, *letter)) : json(nullptr);
}

json optional_int(std::optional<int> value) {
  return value ? json(*value) : json(nullptr);
}

const match::ArbiterGame& game_of(const match::Arbiter& arbiter) {
  return *match::find_arbiter_game(arbiter.variant());
}

// The name of the seat's side once it is known, else the seat's label.
std::string side_name(const match::Arbiter& arbiter, int seat) {
  const match::ArbiterGame& game = game_of(arbiter);
  const auto side = arbiter.side_of(seat);
  for (const match::SideName& named : game.side_names) {
    if (side == named.letter) return std::string(named.name);
  }
  return game.seat_labels[seat];
}

json result_json(const match::Arbiter& arbiter) {
  const auto& end = arbiter.end();
  if (!end) return nullptr;
  json points = json::array();
  for (int sixths : end->sixths) points.push_back(match::points_text(sixths));
  return {{"points", points},
          {"termination", end->termination},
          {"offender", optional_int(end->offender)},
          {"text", result_text(arbiter, *end)}};
}

}  // namespace

std::string result_text(const match::Arbiter& arbiter, const match::GameEnd& end) {
  std::vector<std::string> winners, sharing;
  for (std::size_t seat = 0; seat < end.sixths.size(); ++seat) {
    if (end.sixths[seat] == 6) winners.push_back(side_name(arbiter, static_cast<int>(seat)));
    if (end.sixths[seat] == 3) sharing.push_back(side_name(arbiter, static_cast<int>(seat)));
  }
  std::string text;
  if (!winners.empty()) {
    text = winners[0] + " wins";
  } else if (sharing.size() == 2 && arbiter.seat_count() == 3 && end.offender) {
    text = sharing[0] + " and " + sharing[1] + " share the win";
  } else {
    text = "Draw";
  }
  return text + ": " + end.termination;
}

json state_message(const match::Arbiter& arbiter, const std::vector<SeatView>& seats,
                   const StateExtras& extras) {
  const bool over = arbiter.end().has_value();
  json seat_list = json::array();
  for (std::size_t i = 0; i < seats.size(); ++i) {
    json seat = {{"kind", seats[i].engine ? "engine" : "human"},
                 {"name", seats[i].name},
                 {"side", letter_or_null(arbiter.side_of(static_cast<int>(i)))}};
    if (const auto& elo = seats[i].elo) {
      seat["elo"] = {{"min", elo->min}, {"max", elo->max}, {"default", elo->default_elo}};
      seat["level"] = optional_int(seats[i].level);
    }
    seat_list.push_back(seat);
  }
  json pieces = json::array();
  for (const auto& [point, piece] : arbiter.pieces()) {
    pieces.push_back({{"point", point}, {"piece", piece}});
  }
  json captured = json::array();
  for (const auto& capture : arbiter.captures()) {
    captured.push_back({{"piece", capture.piece}, {"by", std::string(1, capture.by)}});
  }
  json clocks = json::array();
  for (std::size_t i = 0; i < seats.size(); ++i) {
    clocks.push_back(i < extras.clocks_ms.size() ? optional_int(extras.clocks_ms[i]) : nullptr);
  }
  const auto& moves = arbiter.moves();
  json state = {
      {"type", "state"},
      {"variant", arbiter.variant()},
      {"seats", seat_list},
      {"ply", moves.size()},
      {"to_move", over ? json(nullptr) : json(arbiter.seat_to_move())},
      {"side_to_move", over ? json(nullptr) : letter_or_null(arbiter.side_to_move())},
      {"fen", arbiter.public_fen()},
      {"pieces", pieces},
      {"legal", extras.legal},
      {"can_takeback", extras.can_takeback},
      {"last_move", moves.empty() ? json(nullptr) : json(moves.back())},
      {"moves", extras.show_moves ? json(moves) : json::array()},
      {"captured", captured},
      {"events", extras.events ? json(arbiter.events()) : json::array()},
      {"clocks_ms", clocks},
      {"clock_running", optional_int(extras.clock_running)},
      {"thinking", optional_int(extras.thinking)},
      {"pondering", optional_int(extras.pondering)},
      {"result", result_json(arbiter)},
      {"deal", nullptr},
  };
  if (const auto in_play = arbiter.kingdoms_in_play()) {
    json alive = json::array();
    for (char k : *in_play) alive.push_back(std::string(1, k));
    state["alive"] = alive;
  }
  if (extras.show_deal && game_of(arbiter).hidden_start) {
    state["deal"] = arbiter.record().start;
  }
  return state;
}

}  // namespace zhuge::gui
