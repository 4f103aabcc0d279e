#include "tools/match/replay.hpp"

#include "tools/match/arbiter_game.hpp"

namespace zhuge::match {
namespace {

std::string at_ply(std::size_t ply, const std::string& move, const std::string& problem) {
  return "ply " + std::to_string(ply + 1) + " '" + move + "': " + problem;
}

// When the rules have not ended the game: the points that the recorded fault or the safety cap
// give. The arbiter has played every move; it ends the game as the record says, if it can.
std::optional<std::string> check_unfinished_end(const GameRecord& record, Arbiter& arbiter) {
  if (record.offender) {
    if (!arbiter.forfeit(*record.offender, record.termination) ||
        record.sixths != arbiter.end()->sixths) {
      return "the result does not follow from the fault";
    }
  } else if (record.termination == "max plies") {
    arbiter.adjudicate_draw(record.termination);
    if (record.sixths != arbiter.end()->sixths) return "the result of the ply cap is not a draw";
  } else {
    return "the game is not over, but the record says '" + record.termination + "'";
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> replay_error(const GameRecord& record) {
  std::string error;
  const auto arbiter = replay_arbiter(record, error);
  if (!arbiter) return error;
  return std::nullopt;
}

std::unique_ptr<Arbiter> replay_arbiter(const GameRecord& record, std::string& error) {
  auto arbiter = game_of(record).make_arbiter({record.start, record.seed}, kNoPlyCap, error);
  if (!arbiter) return nullptr;
  for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
    const std::string& text = record.moves[ply];
    if (arbiter->end()) {
      error = at_ply(ply, text, "the game was already over");
      return nullptr;
    }
    if (const auto problem = arbiter->play_recorded(text)) {
      error = at_ply(ply, text, *problem);
      return nullptr;
    }
  }
  const auto& end = arbiter->end();
  std::optional<std::string> problem;
  if (!end) {
    problem = check_unfinished_end(record, *arbiter);
  } else if (record.termination != end->termination) {
    problem = "the rules end the game by '" + end->termination + "'";
  } else if (record.sixths != end->sixths) {
    problem = "the result is not the one the rules give";
  }
  if (problem) {
    error = *problem;
    return nullptr;
  }
  return arbiter;
}

}  // namespace zhuge::match
