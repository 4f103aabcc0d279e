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

std::optional<Position> Position::from_fen(std::string_view fen, std::string& error) {
  const auto fields = split(fen, ' ');
  if (fields.size() != 5) {
    error =
        "fen: expected 5 fields separated by single spaces, found " + std::to_string(fields.size());
    return std::nullopt;
  }
  Position pos;
  std::array<int, 8> on_board{};
  std::array<int, kKingdoms> generals{};

  const auto halves = split(fields[0], '|');
  if (halves.size() != 3) {
    error = "board: " + std::to_string(halves.size()) + " halves, expected 3 separated by '|'";
    return std::nullopt;
  }
  for (int h = 0; h < kKingdoms; ++h) {
    const Kingdom half = kingdom(h);
    const std::string where_half = std::string(kingdom_name(half));
    const auto ranks = split(halves[h], '/');
    if (ranks.size() != kRanks) {
      error = "board: the half of " + where_half + " has " + std::to_string(ranks.size()) +
              " ranks, expected 5";
      return std::nullopt;
    }
    for (int r = 0; r < kRanks; ++r) {
      const int rank = kRanks - r;
      const std::string where = "board: rank " + std::to_string(rank) + " of " + where_half;
      int file = 0;
      bool after_digit = false;
      for (std::size_t i = 0; i < ranks[r].size(); ++i) {
        const char c = ranks[r][i];
        if (c >= '1' && c <= '9') {
          if (after_digit) {
            error = where + ": two digits in a row, write their sum";
            return std::nullopt;
          }
          file += c - '0';
          after_digit = true;
          continue;
        }
        after_digit = false;
        const auto owner = kingdom_from_letter(c);
        if (!owner) {
          error = where + ": '" + std::string(1, c) + "' is neither a digit nor an owner r, g, b";
          return std::nullopt;
        }
        if (i + 1 == ranks[r].size()) {
          error = where + ": owner '" + std::string(1, c) + "' without a piece letter";
          return std::nullopt;
        }
        const char letter = ranks[r][++i];
        const bool crossed = letter == 'p';
        const auto type = crossed ? PieceType::Soldier : piece_type_from_letter(letter);
        if (!type) {
          error = where + ": '" + std::string(1, letter) +
                  "' is not a piece letter (K A E H R C P F, or p for a crossed soldier)";
          return std::nullopt;
        }
        if (file < kFiles) {
          const Point p = make_point(half, file, rank);
          const Piece piece = make_piece(*owner, *type, crossed);
          const std::string why = misplaced(piece, p);
          if (!why.empty()) {
            error = "board: " + std::string(kTypeNames[static_cast<int>(*type)]) + " " +
                    std::string(1, c) + letter + " at " + point_name(p) + " " + why;
            return std::nullopt;
          }
          pos.put(p, piece);
          ++on_board[static_cast<int>(*type)];
          if (*type == PieceType::General) {
            ++generals[index(*owner)];
            pos.general_[index(*owner)] = p;
          }
        }
        ++file;
      }
      if (file != kFiles) {
        error = where + " describes " + std::to_string(file) + " points, expected 9";
        return std::nullopt;
      }
    }
  }
  for (int t = 0; t < 8; ++t) {
    if (on_board[t] > kMaxOnBoard[t]) {
      error = "board: " + std::to_string(on_board[t]) + " pieces of type " +
              std::string(kTypeNames[t]) + ", at most " + std::to_string(kMaxOnBoard[t]);
      return std::nullopt;
    }
  }

  if (fields[1].size() != 1 || !kingdom_from_letter(fields[1][0])) {
    error = "side to move: '" + std::string(fields[1]) + "' is not r, g or b";
    return std::nullopt;
  }
  const Kingdom side = *kingdom_from_letter(fields[1][0]);

  const std::string_view play = fields[2];
  int last = -1;
  for (char c : play) {
    const auto k = kingdom_from_letter(c);
    if (!k || index(*k) <= last) {
      error = "kingdoms in play: '" + std::string(play) +
              "' is not a non-empty subsequence of 'rgb' in turn order";
      return std::nullopt;
    }
    last = index(*k);
    pos.in_play_ |= bit(*k);
  }
  if (pos.in_play_ == 0) {
    error = "kingdoms in play: empty, expected e.g. 'rgb' or 'rb'";
    return std::nullopt;
  }
  for (int k = 0; k < kKingdoms; ++k) {
    const Kingdom K = kingdom(k);
    const std::string name(kingdom_name(K));
    if (pos.in_play(K) && generals[k] != 1) {
      error = "board: " + name + " is in play but has " + std::to_string(generals[k]) +
              " generals, expected 1";
      return std::nullopt;
    }
    if (!pos.in_play(K) && pos.army_[k] != PointSet{}) {
      error = "board: " + name + " is not in play but owns the piece at " +
              point_name(first_point(pos.army_[k]));
      return std::nullopt;
    }
  }
  if (!pos.in_play(side)) {
    error = "side to move: " + std::string(kingdom_name(side)) + " is not in play";
    return std::nullopt;
  }

  const auto quiet = parse_canonical_number(fields[3]);
  if (!quiet || *quiet > kMoveLimit) {
    error = "quiet plies: '" + std::string(fields[3]) + "' is not a number from 0 to 180";
    return std::nullopt;
  }
  const auto round = parse_canonical_number(fields[4]);
  if (!round || *round == 0) {
    error = "round: '" + std::string(fields[4]) + "' is not a number from 1 to 999999999";
    return std::nullopt;
  }

  pos.side_ = side;
  pos.last_mover_ = side;
  do pos.last_mover_ = prev(pos.last_mover_);
  while (!pos.in_play(pos.last_mover_));
  pos.quiet_plies_ = static_cast<int>(*quiet);
  pos.round_ = *round;
  pos.key_ ^= zobrist().side[index(side)] ^ zobrist().in_play[pos.in_play_];
  pos.update_exposure();
  return pos;
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
