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

std::optional<Position> Position::from_fen(std::string_view fen, std::string& error) {
  const auto fields = split(fen, ' ');
  if (fields.size() != 5) {
    error =
        "fen: expected 5 fields separated by single spaces, got " + std::to_string(fields.size());
    return std::nullopt;
  }

  Position pos;
  pos.board_.fill(Piece::Empty);

  // Field 1: the board, rank 12 first.
  const auto ranks = split(fields[0], '/');
  if (ranks.size() != kRanks) {
    error = "board: expected 12 ranks separated by '/', got " + std::to_string(ranks.size());
    return std::nullopt;
  }
  std::array<int, kPieceKinds> on_board{};
  for (int i = 0; i < kRanks; ++i) {
    const int rank = kRanks - 1 - i;
    const std::string where = "board: rank " + std::to_string(rank + 1);
    int file = 0;
    for (char c : ranks[i]) {
      if (c >= '1' && c <= '5') {
        file += c - '0';
        continue;
      }
      const auto piece = c == '?' ? std::optional<Piece>(Piece::Hidden) : piece_from_letter(c);
      if (!piece) {
        error = where + ": unexpected character '" + std::string(1, c) + "'";
        return std::nullopt;
      }
      if (file >= kFiles) break;  // reported below as a wrong point count
      const Square s = make_square(file++, rank);
      const bool in_camp = kBoard.camps & bit(s);
      if (in_camp && *piece == Piece::Hidden) {
        error = where + ": hidden piece in the camp " + square_name(s);
        return std::nullopt;
      }
      if (in_camp && !is_movable(kind_of(*piece))) {
        error = where + ": " + kind_name(*piece) + " can never stand in the camp " + square_name(s);
        return std::nullopt;
      }
      if (*piece != Piece::Hidden) ++on_board[index(*piece)];
      pos.put(s, *piece);
    }
    int points = 0;
    for (char c : ranks[i]) points += (c >= '1' && c <= '5') ? c - '0' : 1;
    if (points != kFiles) {
      error = where + " describes " + std::to_string(points) + " points, expected 5";
      return std::nullopt;
    }
  }

  // Field 3 before field 2: the side to move is checked against the pieces.
  const std::string_view pool = fields[2];
  if (pool.empty()) {
    error = "pool: empty; write '-' when nothing is hidden";
    return std::nullopt;
  }
  if (pool != "-") {
    int last = -1;
    for (char c : pool) {
      const auto piece = piece_from_letter(c);
      if (!piece) {
        error = "pool: unexpected character '" + std::string(1, c) + "'";
        return std::nullopt;
      }
      if (index(*piece) < last) {
        error = "pool: letters must be upper case first, in the order MGDRCJKTSBLF";
        return std::nullopt;
      }
      last = index(*piece);
      pos.add_to_pool(*piece);
    }
  }
  int pool_size = 0;
  for (int p = 0; p < kPieceKinds; ++p) pool_size += pos.pool_[p];
  if (pool_size != pos.hidden_count()) {
    error = "pool: holds " + std::to_string(pool_size) + " pieces but the board has " +
            std::to_string(pos.hidden_count()) + " hidden points";
    return std::nullopt;
  }
  for (int p = 0; p < kPieceKinds; ++p) {
    const int total = on_board[p] + pos.pool_[p];
    if (total > kKindCount[p % kKinds]) {
      error = "pieces: " + std::to_string(total) + " of " + kind_name(Piece(p)) + ", at most " +
              std::to_string(kKindCount[p % kKinds]) + " allowed";
      return std::nullopt;
    }
    pos.alive_[p] = std::uint8_t(total);
    pos.army_size_[p / kKinds] += std::uint8_t(total);
  }
  if (pos.flag_captured(Color::Red) && pos.flag_captured(Color::Blue)) {
    error = "pieces: both flags are missing";
    return std::nullopt;
  }

  // Fields 4 and 5: quiet plies and ply count.
  const auto quiet = parse_canonical_number(fields[3]);
  if (!quiet) {
    error =
        "quiet plies: '" + std::string(fields[3]) + "' is not a number (digits, no leading zero)";
    return std::nullopt;
  }
  const auto ply = parse_canonical_number(fields[4]);
  if (!ply) {
    error = "ply: '" + std::string(fields[4]) + "' is not a number (digits, no leading zero)";
    return std::nullopt;
  }
  if (*quiet > 119) {
    error = "quiet plies: " + std::to_string(*quiet) + " exceeds 119";
    return std::nullopt;
  }
  if (*quiet > *ply) {
    error =
        "quiet plies: " + std::to_string(*quiet) + " exceeds the ply count " + std::to_string(*ply);
    return std::nullopt;
  }
  pos.quiet_plies_ = std::uint16_t(*quiet);
  pos.ply_ = *ply;

  // Field 2: colours exist exactly when an action has been played.
  const std::string_view side = fields[1];
  const bool any_revealed = pos.by_color_[0] | pos.by_color_[1];
  if (side == "-") {
    if (*ply != 0) {
      error = "side to move: '-' (no colours yet) but the ply count is " + std::to_string(*ply);
      return std::nullopt;
    }
    if (any_revealed) {
      error = "side to move: '-' (no colours yet) but revealed pieces are on the board";
      return std::nullopt;
    }
    pos.side_ = Color::None;
  } else if (side == "r" || side == "b") {
    if (*ply == 0) {
      error = "side to move: '" + std::string(side) + "' given before the first flip (ply 0)";
      return std::nullopt;
    }
    pos.side_ = side == "r" ? Color::Red : Color::Blue;
  } else {
    error = "side to move: expected 'r', 'b' or '-', got '" + std::string(side) + "'";
    return std::nullopt;
  }
  return pos;
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
