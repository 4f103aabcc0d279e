// Move ordering for paranoid: a rival's capture of its partner's piece raises the root's value,
// which the rivals minimise together, so with PartnerCapturesQuiet it is ordered as a quiet move;
// a capture of the root's piece or of a general stays a capture.

#include <catch2/catch.hpp>

#include "engine/core/rng.hpp"
#include "engine/sanguo/movegen.hpp"
#include "search/sanguo/sanguo_search.hpp"
#include "search/transposition_table.hpp"

namespace {

using namespace zhuge::search::multiplayer;
using zhuge::sanguo::MoveList;
using zhuge::sanguo::PieceType;
using zhuge::sanguo::Position;
using zhuge::search::sanguo::SanguoSearchGame;

// What a rival's capture takes: the root's piece or a general, or a piece of its partner.
struct Captures {
  int of_root_or_general = 0;
  int of_partner = 0;
};

Captures count_captures(const Position& pos, int root) {
  Captures c;
  MoveList moves;
  zhuge::sanguo::generate_legal_captures(pos, moves);
  for (const auto m : moves) {
    const auto victim = pos.at(m.to);
    const bool ours = zhuge::sanguo::index(zhuge::sanguo::owner_of(victim)) == root ||
                      zhuge::sanguo::type_of(victim) == PieceType::General;
    (ours ? c.of_root_or_general : c.of_partner) += 1;
  }
  return c;
}

}  // namespace

TEST_CASE("paranoid orders a rival's capture of its partner with the quiet moves",
          "[sanguo-search]") {
  const zhuge::eval::sanguo::Evaluator eval;
  zhuge::search::TranspositionTable tt(1);
  zhuge::Rng rng(5);
  int positions = 0;
  // Random games until enough positions where a rival to move may take both kinds of piece.
  for (int game = 0; game < 200 && positions < 10; ++game) {
    Position pos = Position::start(true);
    for (int ply = 0; ply < 120 && !pos.result() && positions < 10; ++ply) {
      MoveList moves;
      zhuge::sanguo::generate_legal(pos, moves);
      const auto before = pos;
      const auto played = moves[int(rng.below(std::uint64_t(moves.size())))];
      pos.make(played);
      if (pos.result()) continue;
      // The root moved last; the kingdom now to move is a rival, one of the coalition.
      const int root = zhuge::sanguo::index(before.side_to_move());
      const Captures c = count_captures(pos, root);
      if (c.of_root_or_general == 0 || c.of_partner == 0) continue;
      ++positions;
      for (const bool quiet : {true, false}) {
        CAPTURE(quiet, game, ply);
        SharedSearch shared{tt, [](std::int64_t) { return false; }};
        shared.partner_captures_quiet = quiet;
        Worker<SanguoSearchGame> w(SanguoSearchGame(before, eval), shared, true);
        w.game.make(played);
        MoveList listed;
        w.game.generate(listed);
        Worker<SanguoSearchGame>::Scores scores;
        w.score(listed, 1, 0, scores);
        for (int i = 0; i < listed.size(); ++i) {
          const bool capture = w.game.is_capture(listed[i]);
          const bool partner = capture && !w.game.captures_from(listed[i], root);
          const bool ordered_as_capture = scores[i] > Worker<SanguoSearchGame>::kKillerScore + 1;
          CHECK(ordered_as_capture == (capture && !(partner && quiet)));
        }
      }
    }
  }
  CHECK(positions == 10);
}
