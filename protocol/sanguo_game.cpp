#include "protocol/sanguo_game.hpp"

#include "engine/sanguo/diagram.hpp"
#include "engine/sanguo/movegen.hpp"
#include "engine/sanguo/perft.hpp"
#include "protocol/engine_options.hpp"
#include "search/sanguo/baseline_players.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::sanguo;

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
    return std::nullopt;
  }

  std::string fen() const override { return position_.fen(); }
  std::string diagram() const override { return sanguo::diagram(position_); }

  std::optional<Seat> side_to_move() const override {
    return Seat(index(position_.side_to_move()));
  }

  DivideCounts divide(int depth) const override {
    Position copy = position_;
    return sanguo::divide(copy, depth);
  }

  SearchResult search(const SearchSettings& settings, TimeManager& time, Rng& rng,
                      const InfoSink& info) override {
    if (position_.result()) return {};
    const bool greedy = settings.player != kPlayerRandom;
    const auto best = greedy ? search::sanguo::greedy_move(position_, rng)
                             : search::sanguo::random_move(position_, rng);
    MoveList list;
    generate_legal(position_, list);
    SearchResult result{best ? std::optional(to_string(*best)) : std::nullopt,
                        std::uint64_t(list.size())};
    if (best) {
      const auto score = greedy ? std::optional<int>(search::sanguo::greedy_score(position_, *best))
                                : std::nullopt;
      info(one_ply_info(result.nodes, time.elapsed(), score, *result.best));
    }
    return result;
  }

 private:
  bool flag_bearers_;
  Position position_;
};

}  // namespace

std::unique_ptr<Game> make_sanguo_game(bool flag_bearers) {
  return std::make_unique<SanguoGame>(flag_bearers);
}

}  // namespace zhuge::protocol
