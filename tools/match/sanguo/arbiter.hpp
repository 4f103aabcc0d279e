#pragma once
// The arbiter of a Three Kingdoms game from an opening FEN, seats in the order Shu, Wu, Wei.
// A defeated kingdom's army passes to the mover; a resignation or a fault of a kingdom in play
// ends the game under §6 of the rules.
#include <memory>

#include "engine/sanguo/position.hpp"
#include "tools/match/arbiter.hpp"
#include "tools/match/game_record.hpp"

namespace zhuge::match {

// Its variant, as records and messages name it.
inline constexpr const char* kSanguo = "sanguo";

// Points x6 per kingdom of a draw among the kingdoms in play.
std::vector<int> draw_among_in_play(const sanguo::Position& pos);

class SanguoArbiter : public Arbiter {
 public:
  // Nullptr with `error` set if `opening` is not a valid FEN.
  static std::unique_ptr<SanguoArbiter> from_opening(const std::string& opening, int max_plies,
                                                     std::string& error);

  const char* variant() const override { return kSanguo; }
  int seat_count() const override { return sanguo::kKingdoms; }
  int seat_to_move() const override { return sanguo::index(pos_.side_to_move()); }
  std::optional<char> side_to_move() const override;
  std::optional<char> side_of(int seat) const override;
  std::optional<std::string> kingdoms_in_play() const override;

  std::string public_fen() const override { return pos_.fen(); }
  std::vector<PointPiece> pieces() const override;
  std::vector<std::string> legal_actions() const override;
  std::string clock_fields(const std::vector<const SeatClock*>& clocks) const override;

  std::optional<std::string> play(std::string_view text) override;
  std::optional<std::string> play_recorded(std::string_view text) override { return play(text); }
  bool forfeit(int seat, std::string reason) override;
  std::vector<int> draw_points() const override { return draw_among_in_play(pos_); }

  const sanguo::Position& position() const { return pos_; }

 private:
  SanguoArbiter(sanguo::Position start, std::string opening, int max_plies);
  void restart() override;
  GameStart start() const override { return {opening_, {}}; }
  std::string position_start() const override { return "fen " + opening_; }
  // The end by the rules, else by the cap.
  void check_end();

  std::string opening_;
  sanguo::Position start_;  // settled
  sanguo::Position pos_;
};

}  // namespace zhuge::match
