#include "protocol/luzhanqi/player.hpp"

#include "engine/luzhanqi/movegen.hpp"
#include "protocol/baseline_player.hpp"
#include "protocol/engine_options.hpp"
#include "protocol/info_line.hpp"
#include "protocol/luzhanqi/game_position.hpp"
#include "protocol/luzhanqi/search_options.hpp"
#include "protocol/luzhanqi/time_policy.hpp"
#include "protocol/mcts_info.hpp"
#include "protocol/mcts_limits.hpp"
#include "protocol/strength_options.hpp"
#include "search/luzhanqi/baseline_players.hpp"
#include "search/luzhanqi/expectimax_search.hpp"
#include "search/luzhanqi/mcts_search.hpp"
#include "search/luzhanqi/strength_level.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::luzhanqi;
namespace lzs = zhuge::search::luzhanqi;

// Luzhanqi's part of the baseline players' one path.
constexpr BaselineGame<Position, Action, ActionList> kBaseline{
    .greedy = lzs::greedy_action,
    .random = lzs::random_action,
    .greedy_score = [](const Position& position,
                       Action a) { return int(lzs::greedy_score(position, a)); },
    .generate = generate_actions,
    .notation = to_string,
};

// The GameAwareTime policy: the root's contest, read in `position`, scales the soft time.
std::function<void(const lzs::RootContest&)> time_policy(TimeManager& time,
                                                         const Position& position) {
  return [&time, &position](const lzs::RootContest& contest) {
    if (!contest.best) return;
    const Action best = *contest.best;
    time.scale_soft(luzhanqi_soft_factor(
        {.best_is_flip = best.is_flip(),
         .best_attacks = !best.is_flip() && position.at(best.to) != Piece::Empty,
         .lead = contest.lead,
         .face_down = position.hidden_count()}));
  };
}

// How luzhanqi writes its reports: a flip's outcomes by their piece letters.
MctsNotation<Action> notation(int eval_scale) {
  return {eval_scale, to_string, [](Action a) { return std::string(1, piece_letter(a.reveal)); }};
}

lzs::SearchControl search_control(TimeManager& time, const InfoSink& info, int eval_scale,
                                  const SearchSettings& settings, const Position& position) {
  lzs::SearchControl control =
      mcts_limits(time, settings, LuzhanqiGamePosition::root_actions(settings.searchmoves));
  if (!settings.options || settings.options->check(option_name::kGameAwareTime)) {
    control.on_contest = time_policy(time, position);
  }
  control.on_report = [&info, eval_scale, multipv = settings.multipv](const lzs::SearchReport& r) {
    for (const auto& line : mcts_info_lines(r, notation(eval_scale), multipv)) info(line);
  };
  return control;
}

// The star1 player: depth by depth, an info line for each finished iteration.
SearchResult play_star1(const Position& position, const lzs::SearchParams& params,
                        const SearchSettings& settings, TimeManager& time, Rng& rng,
                        const InfoSink& info) {
  lzs::ExpectimaxLimits limits;
  limits.should_stop = [&time](std::uint64_t nodes) {
    return time.should_stop(std::int64_t(nodes));
  };
  limits.may_start_iteration = [&time](int depth) { return time.may_start_iteration(depth); };
  limits.max_depth = time.budget().depth;
  limits.root_moves = LuzhanqiGamePosition::root_actions(settings.searchmoves);
  limits.on_iteration = [&](const lzs::ExpectimaxIteration& it) {
    InfoFields fields;
    fields.depth = it.depth;
    fields.nodes = it.nodes;
    fields.time = time.elapsed();
    const auto proof = it.value >= 1.0f    ? search::mcts::Proof::Win
                       : it.value <= -1.0f ? search::mcts::Proof::Loss
                                           : search::mcts::Proof::Unknown;
    fields.score_cp = mcts_info::score_cp(it.value, proof, params.eval_scale);
    fields.pv = {to_string(it.best)};
    info(format_info(fields));
  };
  const lzs::ExpectimaxOutcome outcome = lzs::search_star1(position, params, limits, rng);
  if (!outcome.best) return {std::nullopt, outcome.last.nodes};
  return {to_string(*outcome.best), outcome.last.nodes};
}

class LuzhanqiPlayer final : public PlayerOf<LuzhanqiGamePosition> {
 protected:
  SearchResult choose(const LuzhanqiGamePosition& game, const SearchSettings& settings,
                      TimeManager& time, Rng& rng, const InfoSink& info) override {
    const Position& position = game.position();
    if (is_baseline_player(settings.player)) {
      const auto only = LuzhanqiGamePosition::root_actions(settings.searchmoves);
      return play_baseline(kBaseline, position, only, settings, time, rng, info);
    }
    const lzs::SearchParams params =
        settings.options ? luzhanqi_search_params(*settings.options) : lzs::SearchParams{};
    if (settings.player == kPlayerStar1) {
      return play_star1(position, params, settings, time, rng, info);
    }
    lzs::SearchControl control = search_control(time, info, params.eval_scale, settings, position);
    const std::size_t bytes = std::size_t(settings.hash_mb) << 20;
    if (settings.player == kPlayerPimc) {
      return report(lzs::search_pimc(position, params, bytes, control, rng), params, settings,
                    info);
    }
    // Strength levels weaken ISMCTS, the player people meet (docs/search-luzhanqi.md).
    const search::StrengthLevel level = strength_level(settings.options, lzs::kLadder);
    const lzs::SearchParams searched = level.full() ? params : lzs::level_params(params);
    if (!level.full()) {
      lzs::limit_to_level(control, level);
      control.on_contest = {};  // a level's cap, not the clock, ends its search
    }
    const bool restricted = control.lists_root_actions();
    lzs::Tree& tree = reused_tree_.prepare(game.start(), game.history(), position, bytes,
                                           params.tree_reuse, restricted);
    // What a ponder on the position before this one left, e.g. below the flip just played.
    if (reused_tree_.reused()) info("info string tree reused: " + root_visits(tree) + " visits");
    lzs::SearchOutcome outcome = lzs::search_ismcts(tree, searched, control, rng);
    if (!level.full()) lzs::pick_at_level(tree, level, rng, outcome);
    return report(outcome, searched, settings, info);
  }

 private:
  static SearchResult report(const lzs::SearchOutcome& outcome, const lzs::SearchParams& params,
                             const SearchSettings& settings, const InfoSink& info) {
    if (!outcome.best) return {std::nullopt, outcome.report.iterations};
    for (const auto& line :
         mcts_info_lines(outcome.report, notation(params.eval_scale), settings.multipv)) {
      info(line);
    }
    const auto reply = mcts_expected_reply(outcome);
    return {to_string(*outcome.best), outcome.report.iterations,
            reply ? std::optional(to_string(*reply)) : std::nullopt};
  }

  static std::string root_visits(const lzs::Tree& tree) {
    std::uint64_t visits = 0;
    for (const lzs::Edge& e : tree.edges(tree.root())) visits += tree.visits(e);
    return std::to_string(visits);
  }

  // The tree of the last search, which the next move of the game goes on from.
  lzs::ReusedTree reused_tree_;
};

}  // namespace

std::shared_ptr<Player> make_luzhanqi_player() {
  return std::make_shared<LuzhanqiPlayer>();
}

}  // namespace zhuge::protocol
