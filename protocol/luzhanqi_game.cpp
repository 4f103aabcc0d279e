#include "protocol/luzhanqi_game.hpp"

#include <chrono>

#include "engine/luzhanqi/diagram.hpp"
#include "engine/luzhanqi/movegen.hpp"
#include "engine/luzhanqi/perft.hpp"
#include "protocol/engine_options.hpp"
#include "search/luzhanqi/baseline_players.hpp"

namespace zhuge::protocol {

namespace {

using namespace zhuge::luzhanqi;

class LuzhanqiGame final : public Game {
 public:
  std::unique_ptr<Game> clone() const override { return std::make_unique<LuzhanqiGame>(*this); }

  std::optional<std::string> set_position(std::optional<std::string_view> fen,
                                          std::span<const std::string> moves) override {
    std::string error;
    auto next = fen ? Position::from_fen(*fen, error) : std::optional(Position::start());
    if (!next) return error;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const auto action = parse_action(moves[i]);
      if (!action) return move_error(moves[i], i, "not an action in this notation");
      if (action->is_flip() && action->reveal == Piece::Hidden) {
        return move_error(moves[i], i, "a flip must carry its outcome, e.g. c3c3M");
      }
      if (!is_legal(*next, *action, true)) return move_error(moves[i], i, "not legal here");
      next->make(*action);
    }
    position_ = *next;
    return std::nullopt;
  }

  std::string fen() const override { return position_.fen(); }
  std::string diagram() const override { return luzhanqi::diagram(position_); }

  std::optional<Seat> side_to_move() const override {
    switch (position_.side_to_move()) {
      case Color::Red:
        return Seat::kRed;
      case Color::Blue:
        return Seat::kBlue;
      case Color::None:
        break;
    }
    return std::nullopt;
  }

  DivideCounts divide(int depth) const override {
    Position copy = position_;
    return luzhanqi::divide(copy, depth);
  }

  SearchResult search(const SearchSettings& settings, TimeManager& time, Rng& rng,
                      const InfoSink& info) override {
    const bool greedy = settings.player != kPlayerRandom;
    const auto best = greedy ? search::luzhanqi::greedy_action(position_, rng)
                             : search::luzhanqi::random_action(position_, rng);
    ActionList list;
    generate_actions(position_, list);
    SearchResult result{best ? std::optional(to_string(*best)) : std::nullopt,
                        std::uint64_t(list.size())};
    if (best) {
      const auto score =
          greedy ? std::optional<int>(int(search::luzhanqi::greedy_score(position_, *best)))
                 : std::nullopt;
      info(one_ply_info(result.nodes, time.elapsed(), score, *result.best));
    }
    return result;
  }

 private:
  Position position_ = Position::start();
};

}  // namespace

std::unique_ptr<Game> make_luzhanqi_game() {
  return std::make_unique<LuzhanqiGame>();
}

}  // namespace zhuge::protocol
