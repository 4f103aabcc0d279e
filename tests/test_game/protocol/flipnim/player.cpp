#include "protocol/flipnim/player.hpp"

#include "protocol/baseline_player.hpp"
#include "protocol/engine_options.hpp"
#include "protocol/flipnim/game_position.hpp"
#include "protocol/mcts_info.hpp"
#include "protocol/mcts_limits.hpp"
#include "search/flipnim/baseline_players.hpp"
#include "search/flipnim/mcts_game.hpp"
#include "search/mcts/ismcts_search.hpp"
#include "search/mcts/pimc.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::flipnim;
namespace fns = zhuge::search::flipnim;
namespace mcts = zhuge::search::mcts;

constexpr BaselineGame<Position, Action, ActionList> kBaseline{
    .greedy = fns::greedy_action,
    .random = fns::random_action,
    .greedy_score = fns::expected_stones_cp,
    .generate = generate_actions,
    .notation = to_string,
};

// Values map to cp as a pawn's worth of stones would: 100 cp at tanh(1).
constexpr MctsNotation<Action> kNotation{100, to_string,
                                         [](Action a) { return std::to_string(a.stones); }};

// The evaluation knows nothing of the game, so every playout plays it out (a few plies).
mcts::Params playouts_to_the_end() {
  mcts::Params params;
  params.early_termination = false;
  return params;
}

class FlipNimPlayer final : public PlayerOf<FlipNimGamePosition> {
 protected:
  SearchResult choose(const FlipNimGamePosition& game, const SearchSettings& settings,
                      TimeManager& time, Rng& rng, const InfoSink& info) override {
    const Position& position = game.position();
    const auto only = game.root_actions(settings.searchmoves);
    if (is_baseline_player(settings.player)) {
      return play_baseline(kBaseline, position, only, settings, time, rng, info);
    }
    mcts::SearchControl<Action> control = mcts_limits(time, settings, only);
    control.on_report = [&](const mcts::SearchReport<Action>& r) {
      for (const auto& line : mcts_info_lines(r, kNotation, settings.multipv)) info(line);
    };
    const fns::MctsGame adapter;
    const mcts::Params params = playouts_to_the_end();
    const std::size_t bytes = std::size_t(settings.hash_mb) << 20;
    if (settings.player == kFlipNimPlayers[0]) {
      return report(mcts::search_pimc(position, params, adapter, bytes, control, rng), settings,
                    info);
    }
    mcts::Tree<fns::MctsGame> tree(bytes, position);
    return report(mcts::search_ismcts(tree, params, adapter, control, rng), settings, info);
  }

 private:
  static SearchResult report(const mcts::SearchOutcome<Action>& outcome,
                             const SearchSettings& settings, const InfoSink& info) {
    if (!outcome.best) return {std::nullopt, outcome.report.iterations};
    for (const auto& line : mcts_info_lines(outcome.report, kNotation, settings.multipv)) {
      info(line);
    }
    const auto reply = mcts_expected_reply(outcome);
    return {to_string(*outcome.best), outcome.report.iterations,
            reply ? std::optional(to_string(*reply)) : std::nullopt};
  }
};

}  // namespace

std::shared_ptr<Player> make_flipnim_player() {
  return std::make_shared<FlipNimPlayer>();
}

}  // namespace zhuge::protocol
