#pragma once
// The arbiter of a luzhanqi flip game between two seats (seat 0 moves first). It holds the true
// deal: a flip is answered with the piece dealt there, and the engines are told only the public
// actions with the outcomes of flips. A seat's colour is known from the first flip.
#include "engine/luzhanqi/deal.hpp"
#include "engine/luzhanqi/position.hpp"
#include "tools/match/arbiter.hpp"
#include "tools/match/game_record.hpp"

namespace zhuge::match {

// Its variant, as records and messages name it.
inline constexpr const char* kLuzhanqi = "luzhanqi-flip";

class LuzhanqiArbiter : public Arbiter {
 public:
  // `seed`: the one the deal came from, for the record; empty if none.
  LuzhanqiArbiter(const luzhanqi::Deal& deal, int max_plies, std::string seed = {});

  const char* variant() const override { return kLuzhanqi; }
  int seat_count() const override { return 2; }
  int seat_to_move() const override { return pos_.ply() % 2; }
  std::optional<char> side_to_move() const override;
  std::optional<char> side_of(int seat) const override;

  std::string public_fen() const override { return pos_.fen(); }
  std::vector<PointPiece> pieces() const override;
  std::vector<std::string> legal_actions() const override;
  std::string clock_fields(const std::vector<const SeatClock*>& clocks) const override;

  std::optional<std::string> play(std::string_view text) override;
  std::optional<std::string> play_recorded(std::string_view text) override;
  bool forfeit(int seat, std::string reason) override;
  std::vector<int> draw_points() const override { return {3, 3}; }

  const luzhanqi::Position& position() const { return pos_; }

 private:
  void restart() override;
  GameStart start() const override;
  std::string position_start() const override { return "startpos"; }
  // Plays a legal action whose flip, if it is one, carries the dealt piece.
  void apply(luzhanqi::Action action);

  luzhanqi::Deal deal_;
  std::string seed_;
  luzhanqi::Position pos_;
  luzhanqi::Color first_colour_ = luzhanqi::Color::None;
};

}  // namespace zhuge::match
