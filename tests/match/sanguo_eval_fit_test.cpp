// zhuge-eval-features on sanguo games: the positions after quiet moves, labelled with every
// kingdom's points, and the table rows that tools/fit_sanguo_eval.py reads.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/sanguo/movegen.hpp"
#include "tests/match/random_game.hpp"
#include "tools/eval_fit/sanguo/feature_table.hpp"
#include "tools/match/luzhanqi/arbiter.hpp"
#include "tools/match/sanguo/arbiter.hpp"

using namespace zhuge;
using namespace zhuge::match;

namespace {

std::string start_fen() {
  return sanguo::Position::start(true).fen();
}

// A game of random moves to an end by the rules (at the latest the quiet-move limit).
GameRecord random_sanguo_game(std::uint32_t seed) {
  std::string error;
  auto arbiter = SanguoArbiter::from_opening(start_fen(), 100000, error);
  REQUIRE(arbiter);
  return play_randomly(*arbiter, seed);
}

// The field of `column` in a table row.
std::string field(const std::string& row, int column) {
  std::size_t begin = 0;
  for (int i = 0; i < column; ++i) begin = row.find(',', begin) + 1;
  return row.substr(begin, row.find(',', begin) - begin);
}

}  // namespace

TEST_CASE("A sanguo game's samples follow its quiet moves and carry its points", "[match]") {
  const GameRecord record = random_sanguo_game(21);
  std::string error;
  const auto samples = eval_fit::sanguo_samples(record, error);
  REQUIRE(samples);
  // The positions before each move whose previous move took nothing, the opening's first.
  std::string unused;
  auto pos = *sanguo::Position::from_fen(start_fen(), unused);
  pos.settle();
  std::vector<int> quiet_plies;
  bool after_capture = false;
  for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
    if (!after_capture) quiet_plies.push_back(int(ply));
    const auto move = *sanguo::parse_move(pos, record.moves[ply]);
    after_capture = pos.at(move.to) != sanguo::kEmpty;
    pos.make(move);
  }
  REQUIRE(quiet_plies.size() < record.moves.size());  // random play takes something
  REQUIRE(samples->size() == quiet_plies.size());
  for (std::size_t i = 0; i < samples->size(); ++i) {
    const auto& s = (*samples)[i];
    REQUIRE(s.ply == quiet_plies[i]);
    for (int k = 0; k < sanguo::kKingdoms; ++k) REQUIRE(s.points[k] == record.sixths[k] / 6.0);
  }
}

TEST_CASE("A sanguo table row per kingdom: its strength and each weight's derivative", "[match]") {
  const GameRecord record = random_sanguo_game(22);
  std::string error;
  const auto samples = eval_fit::sanguo_samples(record, error);
  REQUIRE(samples);
  const eval_fit::SanguoFeatureTable table;
  const std::string header = table.header();
  const eval::sanguo::EvalWeights defaults;
  REQUIRE(header.rfind("opening,round,ply,kingdom,points,strength,", 0) == 0);
  REQUIRE(header.find(",SanguoChariot=" + std::to_string(defaults.chariot) + ",") !=
          std::string::npos);
  const int chariot_column = 6 + 3;  // the fourth weight
  REQUIRE(field(header, chariot_column).rfind("SanguoChariot=", 0) == 0);
  const int mobility_column = 6 + 12;
  REQUIRE(field(header, mobility_column).rfind("SanguoMobility=", 0) == 0);

  // At the start every kingdom has two chariots, none hanging, and the strength is today's.
  const auto start_rows = table.rows(record, samples->front());
  REQUIRE(start_rows.size() == 3);
  const auto today = eval::sanguo::Evaluator{}.strengths(samples->front().position);
  for (int k = 0; k < 3; ++k) {
    const std::string& row = start_rows[k];
    REQUIRE(std::count(row.begin(), row.end(), ',') ==
            std::count(header.begin(), header.end(), ','));
    REQUIRE(field(row, 0) == std::to_string(record.deal));
    REQUIRE(field(row, 1) == std::to_string(record.round));
    REQUIRE(field(row, 3) == std::string(1, sanguo::kingdom_letter(sanguo::kingdom(k))));
    REQUIRE(field(row, 5) == std::to_string(today[k]));
    REQUIRE(field(row, chariot_column) == "2");
  }
  // Mobility is linear: the derivative predicts the strength under another weight exactly.
  eval::sanguo::EvalWeights more;
  more.mobility += 7;
  const eval::sanguo::Evaluator evaluator(more);
  for (std::size_t i = 0; i < samples->size(); i += 17) {
    const auto& pos = (*samples)[i].position;
    const auto rows = table.rows(record, (*samples)[i]);
    REQUIRE(int(rows.size()) == pos.kingdoms_in_play());
    const auto moved = evaluator.strengths(pos);
    int r = 0;
    for (int k = 0; k < 3; ++k) {
      if (!pos.in_play(sanguo::kingdom(k))) continue;
      const double s = std::stod(field(rows[r], 5)), f = std::stod(field(rows[r], mobility_column));
      REQUIRE(s + 7 * f == Approx(moved[k]));
      ++r;
    }
  }
}

TEST_CASE("Sanguo forfeits give no samples; a bad record or a luzhanqi one gives an error",
          "[match]") {
  GameRecord record = random_sanguo_game(23);
  std::string error;
  GameRecord forfeited = record;
  forfeited.moves.resize(10);
  forfeited.termination = "timeout";
  forfeited.offender = 1;
  forfeited.sixths = {3, 0, 3};
  const auto none = eval_fit::sanguo_samples(forfeited, error);
  REQUIRE(none);
  REQUIRE(none->empty());
  GameRecord luzhanqi = record;
  luzhanqi.variant = kLuzhanqi;
  REQUIRE_FALSE(eval_fit::sanguo_samples(luzhanqi, error));
  REQUIRE(error == "not a sanguo game");
  record.moves[3] = "a1a9";
  REQUIRE_FALSE(eval_fit::sanguo_samples(record, error));
  REQUIRE(error.find("ply 4") != std::string::npos);
}
