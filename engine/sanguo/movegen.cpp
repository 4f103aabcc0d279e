#include "engine/sanguo/movegen.hpp"

#include <algorithm>

#include "engine/sanguo/attacks.hpp"

namespace zhuge::sanguo {

namespace {

// Looked up once: geometry() guards its static on every call, and the generators call it often.
const Geometry& geo = geometry();

// Which moves a generator produces: all, or captures only (quiescence; a ray then yields only
// the piece it ends on).
enum class Kind { All, Captures };

template <Kind kind>
bool target(const Board& b, Point to, Kingdom side) {
  if (kind == Kind::Captures) return b[to] && owner_of(b[to]) != side;
  return !b[to] || owner_of(b[to]) != side;
}

template <Kind kind>
void add_rays(const Board& b, Point from, Kingdom side, bool cannon, MoveList& out) {
  for (const Ray& r : geo.rays[from]) {
    int i = 0;
    for (; i < r.length && !b[r.points[i]]; ++i) {
      if (kind == Kind::All && i >= r.fresh) out.push({from, r.points[i]});
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

template <Kind kind, class Jumps>
void add_jumps(const Board& b, Point from, const Jumps& jumps, Kingdom side, MoveList& out) {
  for (const Jump& j : jumps) {
    if (!b[j.block[0]] && !b[j.block[1]] && target<kind>(b, j.point, side)) {
      out.push({from, j.point});
    }
  }
}

template <Kind kind, class Points>
void add_steps(const Board& b, Point from, const Points& steps, Kingdom side, MoveList& out) {
  for (Point to : steps) {
    if (target<kind>(b, to, side)) out.push({from, to});
  }
}

// Steps inside the home palace, and the capture of a facing general however far (§3). A general
// that flew into a rival palace has no steps there.
template <Kind kind>
void add_general(const Board& b, Point from, Kingdom side, MoveList& out) {
  const bool home = half_of(from) == side;
  if (home) add_steps<kind>(b, from, geo.general_steps[from], side, out);
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

template <Kind kind>
void add_piece_moves(const Board& b, Point from, Kingdom side, MoveList& out) {
  const Piece piece = b[from];
  switch (type_of(piece)) {
    case PieceType::General:
      add_general<kind>(b, from, side, out);
      break;
    case PieceType::Advisor:
      add_steps<kind>(b, from, geo.advisor_steps[from], side, out);
      break;
    case PieceType::Elephant:
      add_jumps<kind>(b, from, geo.elephant[from], side, out);
      break;
    case PieceType::Horse:
      add_jumps<kind>(b, from, geo.horse[from], side, out);
      break;
    case PieceType::Chariot:
      add_rays<kind>(b, from, side, false, out);
      break;
    case PieceType::Cannon:
      add_rays<kind>(b, from, side, true, out);
      break;
    case PieceType::Soldier:
      add_steps<kind>(b, from, geo.soldier[from][is_crossed(piece)], side, out);
      break;
    case PieceType::FlagBearer:
      add_jumps<kind>(b, from, geo.flag_bearer[from], side, out);
      break;
  }
}

// The legal moves of the side to move of one kind.
template <Kind kind>
void generate(const Position& pos, MoveList& moves) {
  moves.clear();
  for_each_point(pos.pieces(pos.side_to_move()), [&](Point from) {
    add_piece_moves<kind>(pos.board(), from, pos.side_to_move(), moves);
  });
  if (moves.size() == 0) return;  // nothing to test: the legality test is not built
  LegalityTest test(pos);
  int kept = 0;
  for (Move m : moves) {
    if (test.legal(m)) moves.begin()[kept++] = m;
  }
  moves.resize(kept);
}

}  // namespace

void generate_legal(const Position& pos, MoveList& moves) {
  generate<Kind::All>(pos, moves);
}

void generate_legal_captures(const Position& pos, MoveList& moves) {
  generate<Kind::Captures>(pos, moves);
}

namespace {

// Whether f(m) holds for some legal move m. Piece by piece, so that a search for any legal
// move usually stops at the first piece.
template <class F>
bool any_legal_move(const Position& pos, F&& f) {
  LegalityTest test(pos);
  MoveList moves;
  return any_point(pos.pieces(pos.side_to_move()), [&](Point from) {
    moves.clear();
    add_piece_moves<Kind::All>(pos.board(), from, pos.side_to_move(), moves);
    return std::any_of(moves.begin(), moves.end(), [&](Move m) { return test.legal(m) && f(m); });
  });
}

}  // namespace

bool has_legal_move(const Position& pos) {
  return any_legal_move(pos, [](Move) { return true; });
}

std::optional<Move> only_legal_move(const Position& pos) {
  std::optional<Move> only;
  const bool second = any_legal_move(pos, [&](Move m) {
    if (only) return true;
    only = m;
    return false;
  });
  return second ? std::nullopt : only;
}

bool in_check(const Position& pos, Kingdom k) {
  if (k == pos.side_to_move()) return pos.exposure().in_check;
  return attacked(pos.board(), pos.general(k), bit(k));
}

bool leaves_general_in_danger(const Position& pos, Move m) {
  const Geometry& geo = geometry();
  const Piece moving = pos.at(m.from);
  const Kingdom mover = pos.side_to_move();
  Board board{};  // the board after the move, made when first needed
  bool made = false;
  for (const Kingdom k : {Kingdom::Shu, Kingdom::Wu, Kingdom::Wei}) {
    if (!pos.in_play(k)) continue;
    const bool general_moves = k == mover && type_of(moving) == PieceType::General;
    const Point general = general_moves ? m.to : pos.general(k);
    // Not in check before, so only a move on one of its attack paths can change that.
    const PointSet& paths = geo.attack_paths[general];
    if (!general_moves && !paths.test(m.from) && !paths.test(m.to)) continue;
    if (!made) {
      board = pos.board();
      board[m.from] = kEmpty;
      board[m.to] = moved_piece(moving, m.from, m.to);
      made = true;
    }
    if (attacked(board, general, bit(k))) return true;
  }
  return false;
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
