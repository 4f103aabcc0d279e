#include "protocol/sanguo/player.hpp"

#include "engine/sanguo/movegen.hpp"
#include "protocol/baseline_player.hpp"
#include "protocol/engine_options.hpp"
#include "protocol/info_line.hpp"
#include "protocol/sanguo/game_position.hpp"
#include "protocol/sanguo/search_options.hpp"
#include "protocol/sanguo/time_policy.hpp"
#include "protocol/strength_options.hpp"
#include "search/sanguo/baseline_players.hpp"
#include "search/sanguo/strength_level.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::sanguo;
namespace sgs = zhuge::search::sanguo;

// Sanguo's part of the baseline players' one path.
constexpr BaselineGame<Position, Move, MoveList> kBaseline{
    .greedy = sgs::greedy_move,
    .random = sgs::random_move,
    .greedy_score = sgs::greedy_score,
    .generate = generate_legal,
    .notation = to_string,
};

// `rank`: the line's multipv number, 0 for the one line of MultiPV 1.
std::string iteration_info(const sgs::SanguoIteration& it,
                           const search::multiplayer::PvLine<sgs::SanguoSearchGame>& line, int rank,
                           std::chrono::milliseconds elapsed, int hashfull) {
  InfoFields info;
  info.depth = it.depth;
  info.seldepth = it.seldepth;
  info.multipv = rank;
  info.nodes = std::uint64_t(it.nodes);
  info.time = elapsed;
  info.hashfull = hashfull;
  info.score_cp = line.score;
  for (Move m : line.pv) info.pv.push_back(to_string(m));
  return format_info(info);
}

// docs/protocol.md, "Three-player values": a defeated kingdom's value is `-`; a MultiPV line's
// values name its rank.
std::string values_info(const Position& position, const sgs::Values& values, int rank) {
  std::string line = "info string values";
  if (rank > 0) line += " multipv " + std::to_string(rank);
  for (int k = 0; k < kKingdoms; ++k) {
    line += ' ';
    line += kingdom_letter(kingdom(k));
    line += position.in_play(kingdom(k)) ? ' ' + std::to_string(values[k]) : " -";
  }
  return line;
}

class SanguoPlayer final : public PlayerOf<SanguoGamePosition> {
 public:
  void prepare(const SearchSettings& settings) override {
    if (!is_baseline_player(settings.player)) table(settings);
  }

 protected:
  SearchResult choose(const SanguoGamePosition& game, const SearchSettings& settings,
                      TimeManager& time, Rng& rng, const InfoSink& info) override {
    if (game.position().result()) return {};
    if (!is_baseline_player(settings.player)) return tree_search(game, settings, time, rng, info);
    const auto only = game.root_moves(settings.searchmoves);
    return play_baseline(kBaseline, game.position(), only, settings, time, rng, info);
  }

 private:
  // Every Player value but random and greedy: the three-player search of the Search option.
  SearchResult tree_search(const SanguoGamePosition& game, const SearchSettings& settings,
                           TimeManager& time, Rng& rng, const InfoSink& info) {
    const Position& position = game.position();
    const auto params =
        settings.options ? sanguo_search_params(*settings.options) : sgs::SanguoSearchParams{};
    search::TranspositionTable& tt = table(settings);
    sgs::SanguoLimits limits;
    limits.should_stop = [&](std::uint64_t nodes) { return time.should_stop(std::int64_t(nodes)); };
    limits.may_start_iteration = [&](int depth) { return time.may_start_iteration(depth); };
    limits.threads = settings.threads;
    limits.multipv = settings.multipv;
    limits.root_moves = game.root_moves(settings.searchmoves);
    const search::StrengthLevel level = strength_level(settings.options, sgs::kLadder);
    if (!level.full()) sgs::limit_to_level(limits, level, rng);
    // The GameAwareTime policy; a level's cap, not the clock, ends its search.
    const bool time_policy =
        level.full() && (!settings.options || settings.options->check(option_name::kGameAwareTime));
    SanguoTimeTrend trend;
    auto outcome =
        sgs::search_sanguo(position, params, tt, limits, [&](const sgs::SanguoIteration& it) {
          if (time_policy && !it.pv.empty()) {
            trend.add_iteration(it.score, sgs::SanguoSearchGame::encode(it.pv.front()));
            time.scale_soft(trend.soft_factor());
          }
          // MultiPV 1 writes the one line as before, without a multipv field.
          const bool ranked = settings.multipv > 1;
          // A level ranks more lines than MultiPV asks for; only those are reported.
          const auto shown = std::min(it.lines.size(), std::size_t(settings.multipv));
          for (std::size_t i = 0; i < shown; ++i) {
            const int rank = ranked ? int(i) + 1 : 0;
            info(iteration_info(it, it.lines[i], rank, time.elapsed(), tt.permille_full()));
            info(values_info(position, it.lines[i].values, rank));
          }
        });
    if (!level.full()) sgs::pick_at_level(level, rng, outcome);
    const auto& pv = outcome.last.pv;
    // The next kingdom's move of the pv (docs/protocol.md, "Pondering").
    const bool has_reply = outcome.best && pv.size() >= 2 && pv[0] == *outcome.best;
    return {outcome.best ? std::optional(to_string(*outcome.best)) : std::nullopt,
            std::uint64_t(outcome.last.nodes),
            has_reply ? std::optional(to_string(pv[1])) : std::nullopt};
  }

  // The table of `settings.hash_mb`, kept from move to move of one game; made when first asked
  // for, by prepare() or a search, and again when Hash changes.
  search::TranspositionTable& table(const SearchSettings& settings) {
    if (!tt_ || tt_->megabytes() != std::size_t(settings.hash_mb)) {
      tt_.reset();  // the old table goes first: Hash bounds the memory
      tt_ = std::make_unique<search::TranspositionTable>(std::size_t(settings.hash_mb));
    }
    return *tt_;
  }

  std::unique_ptr<search::TranspositionTable> tt_;
};

}  // namespace

std::shared_ptr<Player> make_sanguo_player() {
  return std::make_shared<SanguoPlayer>();
}

}  // namespace zhuge::protocol
