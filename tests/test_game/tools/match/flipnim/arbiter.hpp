#pragma once
// The arbiter of a Flip Nim game between two seats (seat 0, First, moves first). It holds the
// deal of the rolls: a roll is answered with the stones dealt for its number, and the engines
// are told the rolls with their outcomes. First's clock is the engine's rtime, Second's btime.
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/flipnim/position.hpp"
#include "tools/match/arbiter.hpp"

namespace zhuge::match {

// Its variant, as records and messages name it.
inline constexpr const char* kFlipNim = "flipnim";

// The stones each roll takes, by its number.
using FlipNimDeal = std::array<std::uint8_t, flipnim::kMaxRolls>;

FlipNimDeal flipnim_deal_from_seed(std::uint64_t seed);
// One digit per roll, 1 or 3; nullopt for any other text.
std::string flipnim_deal_to_text(const FlipNimDeal& deal);
std::optional<FlipNimDeal> flipnim_deal_from_text(const std::string& text);

class FlipNimArbiter : public Arbiter {
 public:
  // `seed`: the one the deal came from, for the record; empty if none.
  FlipNimArbiter(const FlipNimDeal& deal, int max_plies, std::string seed = {});

  const char* variant() const override { return kFlipNim; }
  int seat_count() const override { return 2; }
  int seat_to_move() const override { return pos_.seat_to_move(); }
  std::optional<char> side_to_move() const override { return side_of(seat_to_move()); }
  std::optional<char> side_of(int seat) const override { return seat == 0 ? 'r' : 'b'; }

  std::string public_fen() const override { return pos_.fen(); }
  std::vector<PointPiece> pieces() const override;
  std::vector<std::string> legal_actions() const override;
  std::string clock_fields(const std::vector<const SeatClock*>& clocks) const override;

  std::optional<std::string> play(std::string_view text) override;
  std::optional<std::string> play_recorded(std::string_view text) override;
  bool forfeit(int seat, std::string reason) override;
  std::vector<int> draw_points() const override { return {3, 3}; }

 private:
  void restart() override { pos_ = flipnim::Position::start(); }
  GameStart start() const override { return {flipnim_deal_to_text(deal_), seed_}; }
  std::string position_start() const override { return "startpos"; }
  void apply(flipnim::Action action);

  FlipNimDeal deal_;
  std::string seed_;
  flipnim::Position pos_;
};

}  // namespace zhuge::match
