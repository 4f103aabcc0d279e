#include "engine/sanguo/attacks.hpp"

namespace zhuge::sanguo {

namespace {

// Looked up once: geometry() guards its static on every call, and the generators call it often.
const Geometry& geo = geometry();

// Attacks along a line: the first piece met if it is a chariot or a general (a facing general
// attacks like a chariot, §4), the second if it is a cannon.
bool ray_attacks(const Board& b, Point g, unsigned friends) {
  for (const Ray& r : geo.rays[g]) {
    int i = 0;
    while (i < r.length && !b[r.points[i]]) ++i;
    if (i == r.length) continue;
    const Piece first = b[r.points[i]];
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

// Attacks by pieces that nothing can block.
bool step_attacks(const Board& b, Point g, unsigned friends) {
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

// With pieces P1, P2, P3 met along the ray: P1 attacks as a rival chariot or general, P2 as a
// rival cannon. Otherwise a move can only expose the general by emptying P1 (a chariot or
// general at P2, or a cannon at P3, comes into line), by emptying P2 (a cannon at P3), or by
// filling a point before a rival cannon at P1. Any other change leaves the first two pieces
// harmless: the full test of legal_on_board() covers only these.
void scan_ray(const Board& b, const Ray& r, unsigned friends, Exposure& e) {
  std::array<int, 3> at{};
  std::array<Piece, 3> piece{};  // kEmpty where the ray ends first
  int n = 0;
  for (int i = 0; i < r.length; ++i) {
    if (!b[r.points[i]]) continue;  // n is tested only where a piece is met
    at[n] = i, piece[n] = b[r.points[i]];
    if (++n == 3) break;
  }
  const auto line_attacker = [&](Piece p) {
    return hostile(p, friends) && (is(p, PieceType::Chariot) || is(p, PieceType::General));
  };
  const auto cannon = [&](Piece p) { return hostile(p, friends) && is(p, PieceType::Cannon); };
  if (line_attacker(piece[0]) || cannon(piece[1])) {
    e.in_check = true;
    return;
  }
  if (line_attacker(piece[1]) || cannon(piece[2])) e.opens_from.set(r.points[at[0]]);
  if (cannon(piece[2])) e.opens_from.set(r.points[at[1]]);
  if (cannon(piece[0])) {
    for (int i = 0; i < at[0]; ++i) e.opens_to.set(r.points[i]);
  }
}

// A rival jumper aimed at the general is held only by its blocks: emptying the one block that
// holds it would free it.
template <class Jumps>
void scan_jumps(const Board& b, const Jumps& jumps, PieceType t, unsigned friends, Exposure& e) {
  for (const Jump& j : jumps) {
    const Piece p = b[j.point];
    if (!is(p, t) || !hostile(p, friends)) continue;
    const bool first = b[j.block[0]], second = b[j.block[1]];
    if (!first && !second) {
      e.in_check = true;
    } else if (!second || j.block[0] == j.block[1]) {
      e.opens_from.set(j.block[0]);
    } else if (!first) {
      e.opens_from.set(j.block[1]);
    }
  }
}

}  // namespace

// Found by looking from g back along every way a piece can reach it. Generals attack only by
// facing (a general's step is along a line, so a rival general next to g faces it).
bool attacked(const Board& b, Point g, unsigned friends) {
  return ray_attacks(b, g, friends) ||
         jump_attacks(b, geo.horse_from[g], PieceType::Horse, friends) ||
         jump_attacks(b, geo.flag_bearer_from[g], PieceType::FlagBearer, friends) ||
         jump_attacks(b, geo.elephant_from[g], PieceType::Elephant, friends) ||
         step_attacks(b, g, friends);
}

Exposure find_exposure(const Board& b, Point general, Kingdom side) {
  const unsigned friends = bit(side);
  Exposure e;
  for (const Ray& r : geo.rays[general]) scan_ray(b, r, friends, e);
  scan_jumps(b, geo.horse_from[general], PieceType::Horse, friends, e);
  scan_jumps(b, geo.flag_bearer_from[general], PieceType::FlagBearer, friends, e);
  scan_jumps(b, geo.elephant_from[general], PieceType::Elephant, friends, e);
  e.in_check = e.in_check || step_attacks(b, general, friends);
  return e;
}

bool LegalityTest::legal_on_board(Move m) {
  if (!copied_) scratch_ = board_, copied_ = true;
  const Piece moving = scratch_[m.from];
  const Piece captured = scratch_[m.to];
  unsigned friends = bit(side_);
  // A captured general's army passes to the mover before legality is judged (§4).
  if (is(captured, PieceType::General)) friends |= bit(owner_of(captured));
  scratch_[m.to] = moving;
  scratch_[m.from] = kEmpty;
  const bool ok = !attacked(scratch_, m.from == general_ ? m.to : general_, friends);
  scratch_[m.from] = moving;
  scratch_[m.to] = captured;
  return ok;
}

}  // namespace zhuge::sanguo
