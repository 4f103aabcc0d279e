#include "tools/match/sanguo/arbiter.hpp"
#include "tools/match/text_join.hpp"

#include "engine/sanguo/movegen.hpp"
#include "tools/match/seat.hpp"

namespace zhuge::match {

using namespace sanguo;

namespace {

std::vector<int> points(const Result& result) {
  return {result.sixths.begin(), result.sixths.end()};
}

// As the FEN writes it: owner letter, then type letter (p for a crossed soldier).
std::string piece_text(Piece piece) {
  const char type = is_crossed(piece) ? 'p' : piece_letter(type_of(piece));
  return {kingdom_letter(owner_of(piece)), type};
}

}  // namespace

std::vector<int> draw_among_in_play(const Position& pos) {
  std::vector<int> sixths(kKingdoms, 0);
  for (int k = 0; k < kKingdoms; ++k) {
    if (pos.in_play(kingdom(k))) sixths[k] = 6 / pos.kingdoms_in_play();
  }
  return sixths;
}

std::unique_ptr<SanguoArbiter> SanguoArbiter::from_opening(const std::string& opening,
                                                           int max_plies, std::string& error) {
  auto start = Position::from_fen(opening, error);
  if (!start) return nullptr;
  start->settle();
  return std::unique_ptr<SanguoArbiter>(new SanguoArbiter(*start, opening, max_plies));
}

SanguoArbiter::SanguoArbiter(Position start, std::string opening, int max_plies)
    : Arbiter(max_plies), opening_(std::move(opening)), start_(start), pos_(start) {
  check_end();
}

void SanguoArbiter::restart() {
  pos_ = start_;
  check_end();
}

void SanguoArbiter::check_end() {
  if (const auto result = pos_.result()) {
    end_ = GameEnd{points(*result), std::string(ending_name(result->reason)), std::nullopt};
  }
  check_ply_cap();
}

std::optional<char> SanguoArbiter::side_to_move() const {
  return kingdom_letter(pos_.side_to_move());
}

std::optional<char> SanguoArbiter::side_of(int seat) const {
  return kingdom_letter(kingdom(seat));
}

std::optional<std::string> SanguoArbiter::kingdoms_in_play() const {
  std::string letters;
  for (int k = 0; k < kKingdoms; ++k) {
    if (pos_.in_play(kingdom(k))) letters += kingdom_letter(kingdom(k));
  }
  return letters;
}

std::vector<PointPiece> SanguoArbiter::pieces() const {
  std::vector<PointPiece> pieces;
  for (int p = 0; p < kPoints; ++p) {
    if (const Piece piece = pos_.at(static_cast<Point>(p)); piece != kEmpty) {
      pieces.push_back({point_name(static_cast<Point>(p)), piece_text(piece)});
    }
  }
  return pieces;
}

std::vector<std::string> SanguoArbiter::legal_actions() const {
  std::vector<std::string> legal;
  if (end_) return legal;
  MoveList list;
  generate_legal(pos_, list);
  for (const Move& m : list) legal.push_back(to_string(m));
  return legal;
}

std::string SanguoArbiter::clock_fields(const std::vector<const SeatClock*>& clocks) const {
  std::string fields;
  for (int k = 0; k < kKingdoms; ++k) {
    if (clocks[k]) append_joined(fields, " ", clock_field(kingdom_letter(kingdom(k)), *clocks[k]));
  }
  return fields;
}

std::optional<std::string> SanguoArbiter::play(std::string_view text) {
  if (end_) return "the game is over";
  const auto move = parse_move(pos_, text);
  if (!move) return "illegal";
  events_.clear();
  const Kingdom mover = pos_.side_to_move();
  if (const Piece taken = pos_.at(move->to); taken != kEmpty) {
    captures_.push_back({piece_text(taken), kingdom_letter(mover)});
  }
  const std::uint8_t in_play = pos_.in_play_mask();
  pos_.make(*move);
  for (int k = 0; k < kKingdoms; ++k) {
    if ((in_play & ~pos_.in_play_mask()) & bit(kingdom(k))) {
      events_.push_back(std::string(kingdom_name(kingdom(k))) +
                        " is defeated: its army passes to " + std::string(kingdom_name(mover)));
    }
  }
  moves_.push_back(to_string(*move));
  check_end();
  return std::nullopt;
}

bool SanguoArbiter::forfeit(int seat, std::string reason) {
  if (end_) return false;
  const auto resigned = resignation(pos_, kingdom(seat));
  if (!resigned) return false;
  end_ = GameEnd{points(*resigned), std::move(reason), seat};
  return true;
}

}  // namespace zhuge::match
