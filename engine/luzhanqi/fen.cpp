// Reading and writing the position string of rules §7.2. A FEN is parsed into a
// fresh Position and only returned when every check has passed, so a bad
// string never leaves a half-built position behind.

#include "engine/core/text.hpp"
#include "engine/luzhanqi/position.hpp"

namespace zhuge::luzhanqi {

namespace {

std::string kind_name(Piece p) {
  return std::string{"'"} + piece_letter(p) + "'";
}

}  // namespace

// Reads the fields of a FEN into a fresh Position, one function per field. Each returns false
// with `error` naming the field and what is wrong with it.
class FenReader {
 public:
  explicit FenReader(std::string& error) : error_(error) { pos_.board_.fill(Piece::Empty); }

  // Field 1: the board, rank 12 first.
  bool board(std::string_view field) {
    const auto ranks = split(field, '/');
    if (ranks.size() != kRanks) {
      return fail("board: expected 12 ranks separated by '/', got " + std::to_string(ranks.size()));
    }
    for (int i = 0; i < kRanks; ++i) {
      if (!rank(kRanks - 1 - i, ranks[i])) return false;
    }
    return true;
  }

  // Field 3: the hidden pieces, which must fill the hidden points.
  bool pool(std::string_view field) {
    if (field.empty()) return fail("pool: empty; write '-' when nothing is hidden");
    if (field != "-") {
      int last = -1;
      for (char c : field) {
        const auto piece = piece_from_letter(c);
        if (!piece) return fail("pool: unexpected character '" + std::string(1, c) + "'");
        if (index(*piece) < last) {
          return fail("pool: letters must be upper case first, in the order MGDRCJKTSBLF");
        }
        last = index(*piece);
        pos_.add_to_pool(*piece);
      }
    }
    int pool_size = 0;
    for (int p = 0; p < kPieceKinds; ++p) pool_size += pos_.pool_[p];
    if (pool_size != pos_.hidden_count()) {
      return fail("pool: holds " + std::to_string(pool_size) + " pieces but the board has " +
                  std::to_string(pos_.hidden_count()) + " hidden points");
    }
    return true;
  }

  // The board and the pool together: no kind more often than an army has it, a flag left.
  bool piece_counts() {
    for (int p = 0; p < kPieceKinds; ++p) {
      const int total = on_board_[p] + pos_.pool_[p];
      if (total > kKindCount[p % kKinds]) {
        return fail("pieces: " + std::to_string(total) + " of " + kind_name(Piece(p)) +
                    ", at most " + std::to_string(kKindCount[p % kKinds]) + " allowed");
      }
      pos_.alive_[p] = std::uint8_t(total);
      pos_.army_size_[p / kKinds] += std::uint8_t(total);
    }
    if (pos_.flag_captured(Color::Red) && pos_.flag_captured(Color::Blue)) {
      return fail("pieces: both flags are missing");
    }
    return true;
  }

  // Fields 4 and 5: quiet plies and ply count.
  bool counters(std::string_view quiet_field, std::string_view ply_field) {
    const auto quiet = parse_canonical_number(quiet_field);
    if (!quiet) {
      return fail("quiet plies: '" + std::string(quiet_field) +
                  "' is not a number (digits, no leading zero)");
    }
    const auto ply = parse_canonical_number(ply_field);
    if (!ply) {
      return fail("ply: '" + std::string(ply_field) +
                  "' is not a number (digits, no leading zero)");
    }
    if (*quiet > 119) return fail("quiet plies: " + std::to_string(*quiet) + " exceeds 119");
    if (*quiet > *ply) {
      return fail("quiet plies: " + std::to_string(*quiet) + " exceeds the ply count " +
                  std::to_string(*ply));
    }
    pos_.quiet_plies_ = std::uint16_t(*quiet);
    pos_.ply_ = *ply;
    return true;
  }

  // Field 2, read last: colours exist exactly when an action has been played.
  bool side(std::string_view field) {
    const bool any_revealed = pos_.by_color_[0] | pos_.by_color_[1];
    if (field == "-") {
      if (pos_.ply_ != 0) {
        return fail("side to move: '-' (no colours yet) but the ply count is " +
                    std::to_string(pos_.ply_));
      }
      if (any_revealed) {
        return fail("side to move: '-' (no colours yet) but revealed pieces are on the board");
      }
      pos_.side_ = Color::None;
    } else if (field == "r" || field == "b") {
      if (pos_.ply_ == 0) {
        return fail("side to move: '" + std::string(field) +
                    "' given before the first flip (ply 0)");
      }
      pos_.side_ = field == "r" ? Color::Red : Color::Blue;
    } else {
      return fail("side to move: expected 'r', 'b' or '-', got '" + std::string(field) + "'");
    }
    return true;
  }

  const Position& position() const { return pos_; }

 private:
  bool rank(int rank, std::string_view text) {
    const std::string where = "board: rank " + std::to_string(rank + 1);
    int file = 0;
    for (char c : text) {
      if (c >= '1' && c <= '5') {
        file += c - '0';
        continue;
      }
      const auto piece = c == '?' ? std::optional<Piece>(Piece::Hidden) : piece_from_letter(c);
      if (!piece) return fail(where + ": unexpected character '" + std::string(1, c) + "'");
      if (file >= kFiles) break;  // reported below as a wrong point count
      const Square s = make_square(file++, rank);
      const bool in_camp = kBoard.camps & bit(s);
      if (in_camp && *piece == Piece::Hidden) {
        return fail(where + ": hidden piece in the camp " + square_name(s));
      }
      if (in_camp && !is_movable(kind_of(*piece))) {
        return fail(where + ": " + kind_name(*piece) + " can never stand in the camp " +
                    square_name(s));
      }
      if (*piece != Piece::Hidden) ++on_board_[index(*piece)];
      pos_.put(s, *piece);
    }
    int points = 0;
    for (char c : text) points += (c >= '1' && c <= '5') ? c - '0' : 1;
    if (points != kFiles) {
      return fail(where + " describes " + std::to_string(points) + " points, expected 5");
    }
    return true;
  }

  bool fail(std::string message) {
    error_ = std::move(message);
    return false;
  }

  Position pos_;
  std::array<int, kPieceKinds> on_board_{};
  std::string& error_;
};

std::optional<Position> Position::from_fen(std::string_view fen, std::string& error) {
  const auto fields = split(fen, ' ');
  if (fields.size() != 5) {
    error =
        "fen: expected 5 fields separated by single spaces, got " + std::to_string(fields.size());
    return std::nullopt;
  }
  // The side to move comes last: it is checked against the pieces and the ply count.
  FenReader reader(error);
  if (!reader.board(fields[0]) || !reader.pool(fields[2]) || !reader.piece_counts() ||
      !reader.counters(fields[3], fields[4]) || !reader.side(fields[1])) {
    return std::nullopt;
  }
  return reader.position();
}

std::string Position::fen() const {
  std::string text;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < kFiles; ++file) {
      const Piece p = board_[make_square(file, rank)];
      if (p == Piece::Empty) {
        ++empty;
        continue;
      }
      if (empty) text += char('0' + empty);
      empty = 0;
      text += piece_letter(p);
    }
    if (empty) text += char('0' + empty);
    if (rank) text += '/';
  }
  text += side_ == Color::None ? " - " : side_ == Color::Red ? " r " : " b ";
  const std::size_t pool_start = text.size();
  for (int p = 0; p < kPieceKinds; ++p) text.append(pool_[p], piece_letter(Piece(p)));
  if (text.size() == pool_start) text += '-';
  text += ' ' + std::to_string(quiet_plies_) + ' ' + std::to_string(ply_);
  return text;
}

}  // namespace zhuge::luzhanqi
