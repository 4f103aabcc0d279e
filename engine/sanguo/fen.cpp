// The position string of §7.2: parsing with field-by-field validation, and printing.

#include <algorithm>
#include <array>
#include "engine/core/text.hpp"
#include "engine/sanguo/position.hpp"
#include "engine/sanguo/zobrist.hpp"

namespace zhuge::sanguo {

namespace {

// At most three armies' worth of each type, since pieces are never added (this also bounds the
// number of moves a position can have, see MoveList).
constexpr std::array<int, 8> kMaxOnBoard = {3, 6, 6, 6, 6, 6, 15, 6};
constexpr std::array<std::string_view, 8> kTypeNames = {
    "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier", "flag-bearer"};

bool is_elephant_point(Point p) {
  const int f = file_of(p), r = rank_of(p);
  return (r == 1 || r == 5) ? (f == 2 || f == 6) : (r == 3 && f % 4 == 0);
}

bool is_advisor_point(Point p) {
  return in_palace(p) && (file_of(p) + rank_of(p)) % 2 == 0;
}

// Why a piece can never stand on a point (§7.2), or empty if it can.
std::string misplaced(Piece piece, Point p) {
  switch (type_of(piece)) {
    case PieceType::General:
      return in_palace(p) ? "" : "stands outside every palace";
    case PieceType::Advisor:
      return is_advisor_point(p) ? "" : "stands where it could never be";
    case PieceType::Elephant:
      return is_elephant_point(p) ? "" : "stands where it could never be";
    case PieceType::Soldier:
      return is_crossed(piece) || rank_of(p) >= 4 ? "" : "stands behind its starting rank";
    default:
      return "";
  }
}

Point first_point(const PointSet& s) {
  Point first = kNoPoint;
  for_each_point(s, [&first](Point p) { first = std::min(first, p); });
  return first;
}

}  // namespace

// Reads the fields of a FEN into a fresh Position, one function per field, in an order that
// lets each check what it depends on. Each returns false with `error` naming the field and what
// is wrong with it.
class FenReader {
 public:
  explicit FenReader(std::string& error) : error_(error) {}

  // Field 1: the three halves, Shu's first, each rank 5 first.
  bool board(std::string_view field) {
    const auto halves = split(field, '|');
    if (halves.size() != 3) {
      return fail("board: " + std::to_string(halves.size()) +
                  " halves, expected 3 separated by '|'");
    }
    for (int h = 0; h < kKingdoms; ++h) {
      const Kingdom half = kingdom(h);
      const auto ranks = split(halves[h], '/');
      if (ranks.size() != kRanks) {
        return fail("board: the half of " + std::string(kingdom_name(half)) + " has " +
                    std::to_string(ranks.size()) + " ranks, expected 5");
      }
      for (int r = 0; r < kRanks; ++r) {
        if (!rank(half, kRanks - r, ranks[r])) return false;
      }
    }
    for (int t = 0; t < 8; ++t) {
      if (on_board_[t] > kMaxOnBoard[t]) {
        return fail("board: " + std::to_string(on_board_[t]) + " pieces of type " +
                    std::string(kTypeNames[t]) + ", at most " + std::to_string(kMaxOnBoard[t]));
      }
    }
    return true;
  }

  // Field 2: the side to move (checked against the kingdoms in play by armies()).
  bool side(std::string_view field) {
    if (field.size() != 1 || !kingdom_from_letter(field[0])) {
      return fail("side to move: '" + std::string(field) + "' is not r, g or b");
    }
    side_ = *kingdom_from_letter(field[0]);
    return true;
  }

  // Field 3: the kingdoms in play, in turn order.
  bool in_play(std::string_view field) {
    int last = -1;
    for (char c : field) {
      const auto k = kingdom_from_letter(c);
      if (!k || index(*k) <= last) {
        return fail("kingdoms in play: '" + std::string(field) +
                    "' is not a non-empty subsequence of 'rgb' in turn order");
      }
      last = index(*k);
      pos_.in_play_ |= bit(*k);
    }
    if (pos_.in_play_ == 0) return fail("kingdoms in play: empty, expected e.g. 'rgb' or 'rb'");
    return true;
  }

  // The board against the kingdoms in play: one general each, no army of a defeated one.
  bool armies() {
    for (int k = 0; k < kKingdoms; ++k) {
      const Kingdom K = kingdom(k);
      const std::string name(kingdom_name(K));
      if (pos_.in_play(K) && generals_[k] != 1) {
        return fail("board: " + name + " is in play but has " + std::to_string(generals_[k]) +
                    " generals, expected 1");
      }
      if (!pos_.in_play(K) && pos_.army_[k] != PointSet{}) {
        return fail("board: " + name + " is not in play but owns the piece at " +
                    point_name(first_point(pos_.army_[k])));
      }
    }
    if (!pos_.in_play(side_)) {
      return fail("side to move: " + std::string(kingdom_name(side_)) + " is not in play");
    }
    return true;
  }

  // Fields 4 and 5: quiet plies and the round.
  bool counters(std::string_view quiet_field, std::string_view round_field) {
    const auto quiet = parse_canonical_number(quiet_field);
    if (!quiet || *quiet > Position::kMoveLimit) {
      return fail("quiet plies: '" + std::string(quiet_field) + "' is not a number from 0 to 180");
    }
    const auto round = parse_canonical_number(round_field);
    if (!round || *round == 0) {
      return fail("round: '" + std::string(round_field) + "' is not a number from 1 to 999999999");
    }
    pos_.quiet_plies_ = static_cast<int>(*quiet);
    pos_.round_ = *round;
    return true;
  }

  // The position with what follows from the fields: the last mover, the key, the exposure.
  Position finish() {
    pos_.side_ = side_;
    pos_.last_mover_ = side_;
    do pos_.last_mover_ = prev(pos_.last_mover_);
    while (!pos_.in_play(pos_.last_mover_));
    pos_.key_ ^= zobrist().side[index(side_)] ^ zobrist().in_play[pos_.in_play_];
    pos_.update_exposure();
    return pos_;
  }

 private:
  bool rank(Kingdom half, int rank, std::string_view text) {
    const std::string where =
        "board: rank " + std::to_string(rank) + " of " + std::string(kingdom_name(half));
    int file = 0;
    bool after_digit = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      if (c >= '1' && c <= '9') {
        if (after_digit) return fail(where + ": two digits in a row, write their sum");
        file += c - '0';
        after_digit = true;
        continue;
      }
      after_digit = false;
      const auto owner = kingdom_from_letter(c);
      if (!owner) {
        return fail(where + ": '" + std::string(1, c) +
                    "' is neither a digit nor an owner r, g, b");
      }
      if (i + 1 == text.size()) {
        return fail(where + ": owner '" + std::string(1, c) + "' without a piece letter");
      }
      const char letter = text[++i];
      const bool crossed = letter == 'p';
      const auto type = crossed ? PieceType::Soldier : piece_type_from_letter(letter);
      if (!type) {
        return fail(where + ": '" + std::string(1, letter) +
                    "' is not a piece letter (K A E H R C P F, or p for a crossed soldier)");
      }
      if (file < kFiles && !place(make_point(half, file, rank), *owner, *type, crossed)) {
        return false;
      }
      ++file;
    }
    if (file != kFiles) {
      return fail(where + " describes " + std::to_string(file) + " points, expected 9");
    }
    return true;
  }

  bool place(Point p, Kingdom owner, PieceType type, bool crossed) {
    const Piece piece = make_piece(owner, type, crossed);
    const std::string why = misplaced(piece, p);
    if (!why.empty()) {
      return fail("board: " + std::string(kTypeNames[static_cast<int>(type)]) + " " +
                  kingdom_letter(owner) + (crossed ? 'p' : piece_letter(type)) + " at " +
                  point_name(p) + " " + why);
    }
    pos_.put(p, piece);
    ++on_board_[static_cast<int>(type)];
    if (type == PieceType::General) {
      ++generals_[index(owner)];
      pos_.general_[index(owner)] = p;
    }
    return true;
  }

  bool fail(std::string message) {
    error_ = std::move(message);
    return false;
  }

  Position pos_;
  Kingdom side_ = Kingdom::Shu;
  std::array<int, 8> on_board_{};
  std::array<int, kKingdoms> generals_{};
  std::string& error_;
};

std::optional<Position> Position::from_fen(std::string_view fen, std::string& error) {
  const auto fields = split(fen, ' ');
  if (fields.size() != 5) {
    error =
        "fen: expected 5 fields separated by single spaces, found " + std::to_string(fields.size());
    return std::nullopt;
  }
  FenReader reader(error);
  if (!reader.board(fields[0]) || !reader.side(fields[1]) || !reader.in_play(fields[2]) ||
      !reader.armies() || !reader.counters(fields[3], fields[4])) {
    return std::nullopt;
  }
  return reader.finish();
}

std::string Position::fen() const {
  std::string s;
  for (int h = 0; h < kKingdoms; ++h) {
    if (h) s += '|';
    for (int rank = kRanks; rank >= 1; --rank) {
      if (rank != kRanks) s += '/';
      int empty = 0;
      for (int file = 0; file < kFiles; ++file) {
        const Piece piece = board_[make_point(kingdom(h), file, rank)];
        if (!piece) {
          ++empty;
          continue;
        }
        if (empty) s += static_cast<char>('0' + empty);
        empty = 0;
        s += kingdom_letter(owner_of(piece));
        s += is_crossed(piece) ? 'p' : piece_letter(type_of(piece));
      }
      if (empty) s += static_cast<char>('0' + empty);
    }
  }
  s += ' ';
  s += kingdom_letter(side_);
  s += ' ';
  for (int k = 0; k < kKingdoms; ++k) {
    if (in_play(kingdom(k))) s += kingdom_letter(kingdom(k));
  }
  s += ' ' + std::to_string(quiet_plies_) + ' ' + std::to_string(round_);
  return s;
}

}  // namespace zhuge::sanguo
