#include "tools/match/replay.hpp"

#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/outcome.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/position.hpp"
#include "tools/match/deal_text.hpp"
#include "tools/match/sanguo_runner.hpp"

namespace zhuge::match {
namespace {

std::string at_ply(std::size_t ply, const std::string& move, const std::string& problem) {
  return "ply " + std::to_string(ply + 1) + " '" + move + "': " + problem;
}

// The points a fault or the safety cap gives, when the rules have not ended the game.
std::optional<std::string> check_unfinished_end(const GameRecord& record,
                                                const std::vector<int>& fault_points,
                                                const std::vector<int>& cap_points) {
  if (record.offender) {
    if (record.sixths != fault_points) return "the result does not follow from the fault";
  } else if (record.termination == "max plies") {
    if (record.sixths != cap_points) return "the result of the ply cap is not a draw";
  } else {
    return "the game is not over, but the record says '" + record.termination + "'";
  }
  return std::nullopt;
}

std::optional<std::string> replay_luzhanqi(const GameRecord& record) {
  using namespace luzhanqi;
  const auto deal = deal_from_text(record.start);
  if (!deal) return "the Deal tag is not a deal of the start position";
  Position pos = Position::start();
  Color first_colour = Color::None;
  for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
    const std::string& text = record.moves[ply];
    if (game_result(pos)) return at_ply(ply, text, "the game was already over");
    const auto action = parse_action(text);
    if (!action || !is_legal(pos, *action, true)) return at_ply(ply, text, "illegal");
    if (action->is_flip() && action->reveal != (*deal)[action->from]) {
      return at_ply(ply, text, "the flip does not reveal the dealt piece");
    }
    if (!pos.colours_assigned()) first_colour = color_of(action->reveal);
    pos.make(*action);
  }
  const auto result = game_result(pos);
  if (!result) {
    const int offender = record.offender.value_or(0);
    return check_unfinished_end(record, offender == 0 ? std::vector{0, 6} : std::vector{6, 0},
                                {3, 3});
  }
  if (record.termination != reason_name(result->reason)) {
    return "the rules end the game by '" + std::string(reason_name(result->reason)) + "'";
  }
  const std::vector<int> points = result->winner == Color::None    ? std::vector{3, 3}
                                  : result->winner == first_colour ? std::vector{6, 0}
                                                                   : std::vector{0, 6};
  if (record.sixths != points) return "the result is not the one the rules give";
  return std::nullopt;
}

std::optional<std::string> replay_sanguo(const GameRecord& record) {
  using namespace sanguo;
  std::string error;
  auto start = Position::from_fen(record.start, error);
  if (!start) return "bad Opening: " + error;
  Position pos = *start;
  pos.settle();
  for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
    const std::string& text = record.moves[ply];
    if (pos.result()) return at_ply(ply, text, "the game was already over");
    const auto move = parse_move(pos, text);
    if (!move) return at_ply(ply, text, "illegal");
    pos.make(*move);
  }
  const auto to_vector = [](const Result& r) {
    return std::vector<int>(r.sixths.begin(), r.sixths.end());
  };
  if (const auto result = pos.result()) {
    if (record.termination != ending_name(result->ending)) {
      return "the rules end the game by '" + std::string(ending_name(result->ending)) + "'";
    }
    if (record.sixths != to_vector(*result)) return "the result is not the one the rules give";
    return std::nullopt;
  }
  std::vector<int> fault_points;
  if (record.offender) {
    if (const auto resigned = resignation(pos, kingdom(*record.offender))) {
      fault_points = to_vector(*resigned);
    }
  }
  return check_unfinished_end(record, fault_points, draw_among_in_play(pos));
}

}  // namespace

std::optional<std::string> replay_error(const GameRecord& record) {
  return record.variant == kLuzhanqi ? replay_luzhanqi(record) : replay_sanguo(record);
}

}  // namespace zhuge::match
