#include "engine/sanguo/movegen.hpp"

#include <algorithm>

namespace zhuge::sanguo {

namespace {

using Board = std::array<Piece, kPoints>;

// Looked up once: geometry() guards its static on every call, and the generators call it often.
const Geometry& geo = geometry();

// Mask for comparing a piece byte with a type regardless of owner (and of the crossed mark).
constexpr Piece kTypeMask = 0x9C;
constexpr Piece kind(PieceType t) {
  return make_piece(Kingdom::Shu, t) & kTypeMask;
}
constexpr bool is(Piece p, PieceType t) {
  return (p & kTypeMask) == kind(t);
}
// `friends` is a mask of kingdoms whose pieces do not attack.
constexpr bool hostile(Piece p, unsigned friends) {
  return p && !(friends & (1u << (p & 3)));
}

bool ray_attacks(const Board& b, Point g, unsigned friends) {
  for (const Ray& r : geo.rays[g]) {
    int i = 0;
    while (i < r.length && !b[r.points[i]]) ++i;
    if (i == r.length) continue;
    const Piece first = b[r.points[i]];
    // A facing general attacks like a chariot (§4).
    if (hostile(first, friends) &&
        (is(first, PieceType::Chariot) || is(first, PieceType::General))) {
      return true;
    }
    ++i;
    while (i < r.length && !b[r.points[i]]) ++i;
    if (i < r.length) {
      const Piece second = b[r.points[i]];
      if (hostile(second, friends) && is(second, PieceType::Cannon)) return true;
    }
  }
  return false;
}

template <class Jumps>
bool jump_attacks(const Board& b, const Jumps& jumps, PieceType t, unsigned friends) {
  for (const Jump& j : jumps) {
    const Piece p = b[j.point];
    if (is(p, t) && hostile(p, friends) && !b[j.block[0]] && !b[j.block[1]]) return true;
  }
  return false;
}

// Whether a piece of a kingdom outside `friends` could capture on g, found by looking from g
// back along every way a piece can reach it. Generals attack only by facing (a general's step
// is along a line, so a rival general next to g faces it).
bool attacked(const Board& b, Point g, unsigned friends) {
  if (ray_attacks(b, g, friends)) return true;
  if (jump_attacks(b, geo.horse_from[g], PieceType::Horse, friends)) return true;
  if (jump_attacks(b, geo.flag_bearer_from[g], PieceType::FlagBearer, friends)) return true;
  if (jump_attacks(b, geo.elephant_from[g], PieceType::Elephant, friends)) return true;
  for (Point p : geo.advisor_from[g]) {
    if (is(b[p], PieceType::Advisor) && hostile(b[p], friends)) return true;
  }
  for (int crossed = 0; crossed < 2; ++crossed) {
    for (Point p : geo.soldier_from[g][crossed]) {
      const Piece s = b[p];
      if (is(s, PieceType::Soldier) && is_crossed(s) == (crossed == 1) && hostile(s, friends)) {
        return true;
      }
    }
  }
  return false;
}

void add_rays(const Board& b, Point from, Kingdom side, bool cannon, MoveList& out) {
  for (const Ray& r : geo.rays[from]) {
    int i = 0;
    for (; i < r.length && !b[r.points[i]]; ++i) {
      if (i >= r.fresh) out.push({from, r.points[i]});
    }
    if (cannon) {  // jump the screen
      ++i;
      while (i < r.length && !b[r.points[i]]) ++i;
    }
    if (i < r.length && owner_of(b[r.points[i]]) != side && i >= r.fresh) {
      out.push({from, r.points[i]});
    }
  }
}

template <class Jumps>
void add_jumps(const Board& b, Point from, const Jumps& jumps, Kingdom side, MoveList& out) {
  for (const Jump& j : jumps) {
    const Piece t = b[j.point];
    if (!b[j.block[0]] && !b[j.block[1]] && (!t || owner_of(t) != side)) out.push({from, j.point});
  }
}

template <class Points>
void add_steps(const Board& b, Point from, const Points& steps, Kingdom side, MoveList& out) {
  for (Point to : steps) {
    if (!b[to] || owner_of(b[to]) != side) out.push({from, to});
  }
}

// Steps inside the home palace, and the capture of a facing general however far (§3). A general
// that flew into a rival palace has no steps there.
void add_general(const Board& b, Point from, Kingdom side, MoveList& out) {
  const bool home = half_of(from) == side;
  if (home) add_steps(b, from, geo.general_steps[from], side, out);
  for (const Ray& r : geo.rays[from]) {
    int i = 0;
    while (i < r.length && !b[r.points[i]]) ++i;
    if (i == r.length || i < r.fresh || !is(b[r.points[i]], PieceType::General)) continue;
    const Point to = r.points[i];
    const auto& steps = geo.general_steps[from];
    if (home && std::find(steps.begin(), steps.end(), to) != steps.end()) continue;  // a step
    out.push({from, to});
  }
}

void add_piece_moves(const Board& b, Point from, Kingdom side, MoveList& out) {
  const Piece piece = b[from];
  switch (type_of(piece)) {
    case PieceType::General:
      add_general(b, from, side, out);
      break;
    case PieceType::Advisor:
      add_steps(b, from, geo.advisor_steps[from], side, out);
      break;
    case PieceType::Elephant:
      add_jumps(b, from, geo.elephant[from], side, out);
      break;
    case PieceType::Horse:
      add_jumps(b, from, geo.horse[from], side, out);
      break;
    case PieceType::Chariot:
      add_rays(b, from, side, false, out);
      break;
    case PieceType::Cannon:
      add_rays(b, from, side, true, out);
      break;
    case PieceType::Soldier:
      add_steps(b, from, geo.soldier[from][is_crossed(piece)], side, out);
      break;
    case PieceType::FlagBearer:
      add_jumps(b, from, geo.flag_bearer[from], side, out);
      break;
  }
}

// Tests pseudo-legal moves of the side to move on a scratch copy of the board.
class LegalityTest {
 public:
  explicit LegalityTest(const Position& pos)
      : board_(pos.board()),
        side_(pos.side_to_move()),
        general_(pos.general(side_)),
        exposure_(geo.exposure[general_]),
        in_check_(attacked(board_, general_, bit(side_))) {}

  // A move that leaves the general where it is cannot expose it unless the general is already
  // attacked or the move empties or fills a point on a way to it.
  bool legal(Move m) {
    if (!in_check_ && m.from != general_ && !exposure_.test(m.from) && !exposure_.test(m.to)) {
      return true;
    }
    const Piece moving = board_[m.from];
    const Piece captured = board_[m.to];
    unsigned friends = bit(side_);
    // A captured general's army passes to the mover before legality is judged (§4).
    if (is(captured, PieceType::General)) friends |= bit(owner_of(captured));
    board_[m.to] = moving;
    board_[m.from] = kEmpty;
    const bool ok = !attacked(board_, m.from == general_ ? m.to : general_, friends);
    board_[m.from] = moving;
    board_[m.to] = captured;
    return ok;
  }

 private:
  Board board_;
  Kingdom side_;
  Point general_;
  const PointSet& exposure_;
  bool in_check_;
};

}  // namespace

namespace {

// The pseudo-legal moves of the side to move that `keep` accepts and that are legal.
template <class Keep>
void generate_filtered(const Position& pos, MoveList& moves, Keep&& keep) {
  moves.clear();
  for_each_point(pos.pieces(pos.side_to_move()), [&](Point from) {
    add_piece_moves(pos.board(), from, pos.side_to_move(), moves);
  });
  LegalityTest test(pos);
  int kept = 0;
  for (Move m : moves) {
    if (keep(m) && test.legal(m)) moves.begin()[kept++] = m;
  }
  moves.resize(kept);
}

}  // namespace

void generate_legal(const Position& pos, MoveList& moves) {
  generate_filtered(pos, moves, [](Move) { return true; });
}

// Quiet moves are dropped before the legality test, which is most of the cost.
void generate_legal_captures(const Position& pos, MoveList& moves) {
  generate_filtered(pos, moves, [&](Move m) { return pos.at(m.to) != kEmpty; });
}

// Piece by piece, so that the search usually stops at the first piece.
bool has_legal_move(const Position& pos) {
  LegalityTest test(pos);
  MoveList moves;
  return any_point(pos.pieces(pos.side_to_move()), [&](Point from) {
    moves.clear();
    add_piece_moves(pos.board(), from, pos.side_to_move(), moves);
    return std::any_of(moves.begin(), moves.end(), [&](Move m) { return test.legal(m); });
  });
}

bool in_check(const Position& pos, Kingdom k) {
  return attacked(pos.board(), pos.general(k), bit(k));
}

std::optional<Move> parse_move(const Position& pos, std::string_view text) {
  if (text.size() != 6) return std::nullopt;
  const auto from = parse_point(text.substr(0, 3));
  const auto to = parse_point(text.substr(3));
  if (!from || !to) return std::nullopt;
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves) {
    if (m == Move{*from, *to}) return m;
  }
  return std::nullopt;
}

}  // namespace zhuge::sanguo
