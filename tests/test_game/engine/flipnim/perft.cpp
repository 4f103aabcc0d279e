#include "engine/flipnim/perft.hpp"

namespace zhuge::flipnim {

namespace {

struct PerftActions {
  using Position = flipnim::Position;
  using List = ActionList;
  using Action = flipnim::Action;

  static void generate(const Position& pos, ActionList& actions) { generate_actions(pos, actions); }
  static std::uint64_t leaves(const Position&, const ActionList& actions) {
    std::uint64_t count = 0;
    for_each_perft_action(actions, [&](Action) { ++count; });
    return count;
  }
  template <typename Visit>
  static void for_each_child(Position& pos, const ActionList& actions, Visit&& visit) {
    for_each_perft_action(actions, [&](Action a) {
      const Undo undo = pos.make(a);
      visit(a);
      pos.unmake(a, undo);
    });
  }
  static std::string notation(Action a) { return to_string(a); }
};

}  // namespace

std::uint64_t perft(Position& pos, int depth) {
  return perft_count<PerftActions>(pos, depth, {});
}

DivideCounts divide(Position& pos, int depth, const PerftCancel& cancelled) {
  return perft_divide<PerftActions>(pos, depth, cancelled);
}

}  // namespace zhuge::flipnim
