#include "engine/luzhanqi/perft.hpp"

#include "engine/luzhanqi/movegen.hpp"

namespace zhuge::luzhanqi {

namespace {

struct PerftActions {
  using Position = luzhanqi::Position;
  using List = ActionList;
  using Action = luzhanqi::Action;

  static void generate(const Position& pos, ActionList& actions) { generate_actions(pos, actions); }
  // The list holds one flip per hidden square, unless the game is over.
  static std::uint64_t leaves(const Position& pos, const ActionList& actions) {
    const int flips = actions.empty() ? 0 : pos.hidden_count();
    return std::uint64_t(actions.size() - flips) + std::uint64_t(flips) * pos.pool_kinds();
  }
  template <typename Visit>
  static void for_each_child(Position& pos, const ActionList& actions, Visit&& visit) {
    for_each_perft_action(pos, actions, [&](Action a) {
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

}  // namespace zhuge::luzhanqi
