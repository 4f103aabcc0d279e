#include "engine/flipnim/position.hpp"

#include <vector>

#include "engine/core/text.hpp"

namespace zhuge::flipnim {

namespace {

// One field of a FEN read as a canonical number in [min, max]; nullopt with `error` naming it.
std::optional<int> read_field(std::string_view text, const char* name, int min, int max,
                              std::string& error) {
  const auto value = parse_canonical_number(text);
  if (!value || int(*value) < min || int(*value) > max) {
    error = std::string("the ") + name + " '" + std::string(text) + "' is not a number from " +
            std::to_string(min) + " to " + std::to_string(max);
    return std::nullopt;
  }
  return int(*value);
}

}  // namespace

Position Position::start() {
  return Position{};
}

std::optional<Position> Position::from_fen(std::string_view fen, std::string& error) {
  const auto fields = split(fen, ' ');
  if (fields.size() != 3) {
    error = "a Flip Nim FEN has three fields, the pile, the rolls and the plies";
    return std::nullopt;
  }
  Position pos;
  const auto pile = read_field(fields[0], "pile", 0, kMaxPile, error);
  if (!pile) return std::nullopt;
  const auto rolls = read_field(fields[1], "rolls", 0, kMaxRolls, error);
  if (!rolls) return std::nullopt;
  // Every roll was a ply of its own.
  const auto ply = read_field(fields[2], "plies", *rolls, 1'000'000, error);
  if (!ply) return std::nullopt;
  pos.pile_ = *pile;
  pos.rolls_ = *rolls;
  pos.ply_ = *ply;
  return pos;
}

std::string Position::fen() const {
  return std::to_string(pile_) + ' ' + std::to_string(rolls_) + ' ' + std::to_string(ply_);
}

Undo Position::make(Action a) {
  pile_ -= a.stones;
  rolls_ += a.roll;
  ++ply_;
  return {};
}

void Position::unmake(Action a, Undo) {
  pile_ += a.stones;
  rolls_ -= a.roll;
  --ply_;
}

void generate_actions(const Position& pos, ActionList& actions) {
  actions.clear();
  for (int stones = 1; stones <= 2 && stones <= pos.pile(); ++stones) actions.push(take(stones));
  if (pos.pile() >= 3 && pos.rolls() < kMaxRolls) actions.push(roll(pos.rolls()));
}

bool is_legal(const Position& pos, Action a, bool drawn) {
  ActionList actions;
  generate_actions(pos, actions);
  for (const Action legal : actions) {
    if (!a.roll && a == legal) return true;
    if (a.roll && legal.roll && a.number == legal.number) {
      return drawn ? (a.stones == 1 || a.stones == 3) : a.stones == 0;
    }
  }
  return false;
}

std::string to_string(Action a) {
  if (!a.roll) return "take" + std::to_string(a.stones);
  return a.stones ? "roll" + std::to_string(a.stones) : "roll";
}

std::optional<Action> parse_action(const Position& pos, std::string_view text) {
  for (const Action a :
       {take(1), take(2), roll(pos.rolls()), roll(pos.rolls(), 1), roll(pos.rolls(), 3)}) {
    if (to_string(a) == text) return a;
  }
  return std::nullopt;
}

std::string diagram(const Position& pos) {
  return std::string(std::size_t(pos.pile()), 'o') + " (" + std::to_string(pos.pile()) +
         " stones, " + std::to_string(pos.rolls()) + " rolls)\n" +
         (pos.seat_to_move() == 0 ? "First" : "Second") + " to move\n";
}

}  // namespace zhuge::flipnim
