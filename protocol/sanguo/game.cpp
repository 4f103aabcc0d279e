#include "protocol/sanguo/game.hpp"

#include "engine/sanguo/diagram.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/perft.hpp"
#include "protocol/baseline_player.hpp"
#include "protocol/engine_options.hpp"
#include "protocol/info_line.hpp"
#include "protocol/sanguo/search_options.hpp"
#include "protocol/sanguo/time_policy.hpp"
#include "protocol/strength_options.hpp"
#include "search/sanguo/baseline_players.hpp"
#include "search/sanguo/strength_level.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::sanguo;

// Games between searches last about 200 plies from their opening (docs/results), some near 400.
constexpr GameLength kSanguoLength{.typical_plies = 210, .players = 3, .min_moves_left = 20};

// Sanguo's part of the baseline players' one path.
constexpr BaselineGame<Position, Move, MoveList> kBaseline{
    .greedy = search::sanguo::greedy_move,
    .random = search::sanguo::random_move,
    .greedy_score = search::sanguo::greedy_score,
    .generate = generate_legal,
    .notation = to_string,
};

class SanguoGame final : public Game {
 public:
  explicit SanguoGame(bool flag_bearers)
      : flag_bearers_(flag_bearers), position_(Position::start(flag_bearers)) {}

  std::unique_ptr<Game> clone() const override { return std::make_unique<SanguoGame>(*this); }

  std::optional<std::string> set_position(std::optional<std::string_view> fen,
                                          std::span<const std::string> moves) override {
    std::string error;
    auto next =
        fen ? Position::from_fen(*fen, error) : std::optional(Position::start(flag_bearers_));
    if (!next) return error;
    // A kingdom given to move without a legal move is defeated at once (§5).
    next->settle();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (next->kingdoms_in_play() < 2) return move_error(moves[i], i, "the game is over");
      const auto move = parse_move(*next, moves[i]);
      if (!move) return move_error(moves[i], i, "not a legal move here");
      next->make(*move);
    }
    position_ = *next;
    plies_ = int(moves.size());
    return std::nullopt;
  }

  std::string fen() const override { return position_.fen(); }
  std::string diagram() const override { return sanguo::diagram(position_); }

  std::optional<Seat> side_to_move() const override {
    return Seat(index(position_.side_to_move()));
  }

  // The position keeps no ply count, so the plies are counted from the FEN (or start) on.
  std::int64_t moves_left() const override { return protocol::moves_left(kSanguoLength, plies_); }

  std::optional<std::string> check_root_moves(std::span<const std::string> moves) const override {
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (position_.kingdoms_in_play() < 2) return move_error(moves[i], i, "the game is over");
      if (!parse_move(position_, moves[i])) return move_error(moves[i], i, "not a legal move here");
    }
    return std::nullopt;
  }

  DivideCounts divide(int depth, const std::function<bool()>& cancelled) const override {
    Position copy = position_;
    return sanguo::divide(copy, depth, cancelled);
  }

  SearchResult search(const SearchSettings& settings, TimeManager& time, Rng& rng,
                      const InfoSink& info) override {
    if (position_.result()) return {};
    if (!is_baseline_player(settings.player)) return tree_search(settings, time, rng, info);
    const auto only = root_moves(settings.searchmoves);
    return play_baseline(kBaseline, position_, only, settings, time, rng, info);
  }

 private:
  // Every Player value but random and greedy: the three-player search of the Search option.
  SearchResult tree_search(const SearchSettings& settings, TimeManager& time, Rng& rng,
                           const InfoSink& info) {
    const auto params = settings.options ? sanguo_search_params(*settings.options)
                                         : search::sanguo::SanguoSearchParams{};
    auto& tt = *tt_;
    if (!tt || tt->megabytes() != std::size_t(settings.hash_mb)) {
      tt = std::make_unique<search::TranspositionTable>(std::size_t(settings.hash_mb));
    }
    search::multiplayer::SearchLimits limits;
    limits.should_stop = [&](std::int64_t nodes) { return time.should_stop(nodes); };
    limits.may_start_iteration = [&](int depth) { return time.may_start_iteration(depth); };
    limits.threads = settings.threads;
    limits.multipv = settings.multipv;
    for (const Move m : root_moves(settings.searchmoves)) {
      limits.root_moves.push_back(search::sanguo::SanguoSearchGame::encode(m));
    }
    const search::StrengthLevel level = strength_level(settings.options, search::sanguo::kLadder);
    if (!level.full()) search::sanguo::limit_to_level(limits, level);
    // The GameAwareTime policy; a level's cap, not the clock, ends its search.
    const bool time_policy =
        level.full() && (!settings.options || settings.options->check(option_name::kGameAwareTime));
    SanguoTimeTrend trend;
    auto outcome = search::sanguo::search_sanguo(
        position_, params, *tt, limits, [&](const search::sanguo::SanguoIteration& it) {
          if (time_policy && !it.pv.empty()) {
            trend.add_iteration(it.score, search::sanguo::SanguoSearchGame::encode(it.pv.front()));
            time.scale_soft(trend.soft_factor());
          }
          // MultiPV 1 writes the one line as before, without a multipv field.
          const bool ranked = settings.multipv > 1;
          // A level ranks more lines than MultiPV asks for; only those are reported.
          const auto shown = std::min(it.lines.size(), std::size_t(settings.multipv));
          for (std::size_t i = 0; i < shown; ++i) {
            const int rank = ranked ? int(i) + 1 : 0;
            info(iteration_info(it, it.lines[i], rank, time.elapsed(), tt->permille_full()));
            info(values_info(it.lines[i].values, rank));
          }
        });
    if (!level.full()) search::sanguo::pick_at_level(level, rng, outcome);
    const auto& pv = outcome.last.pv;
    // The next kingdom's move of the pv (docs/protocol.md, "Pondering").
    const bool has_reply = outcome.best && pv.size() >= 2 && pv[0] == *outcome.best;
    return {outcome.best ? std::optional(to_string(*outcome.best)) : std::nullopt,
            std::uint64_t(outcome.last.nodes),
            has_reply ? std::optional(to_string(pv[1])) : std::nullopt};
  }

  // The moves `go searchmoves` names, already checked by check_root_moves().
  std::vector<Move> root_moves(std::span<const std::string> moves) const {
    std::vector<Move> parsed;
    for (const auto& m : moves) parsed.push_back(*parse_move(position_, m));
    return parsed;
  }

  // `rank`: the line's multipv number, 0 for the one line of MultiPV 1.
  static std::string iteration_info(
      const search::sanguo::SanguoIteration& it,
      const search::multiplayer::PvLine<search::sanguo::SanguoSearchGame>& line, int rank,
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
  std::string values_info(const search::sanguo::Values& values, int rank) const {
    std::string line = "info string values";
    if (rank > 0) line += " multipv " + std::to_string(rank);
    for (int k = 0; k < kKingdoms; ++k) {
      line += ' ';
      line += kingdom_letter(kingdom(k));
      line += position_.in_play(kingdom(k)) ? ' ' + std::to_string(values[k]) : " -";
    }
    return line;
  }

  bool flag_bearers_;
  Position position_;
  int plies_ = 0;  // the moves of the last `position`
  // The table, made at the first search. The slot is shared with the clones the
  // engine searches, so that the table lives from move to move of one game.
  std::shared_ptr<std::unique_ptr<search::TranspositionTable>> tt_ =
      std::make_shared<std::unique_ptr<search::TranspositionTable>>();
};

}  // namespace

std::unique_ptr<Game> make_sanguo_game(bool flag_bearers) {
  return std::make_unique<SanguoGame>(flag_bearers);
}

}  // namespace zhuge::protocol
