// ISMCTS for Luzhanqi flip: tree invariants, no peeking, the solver, the
// memory bound, threads and tree reuse.

#include <catch2/catch.hpp>

#include <functional>

#include "engine/luzhanqi/deal.hpp"
#include "engine/luzhanqi/movegen.hpp"
#include "search/luzhanqi/ismcts_search.hpp"
#include "search/luzhanqi/reused_tree.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge;
using namespace zhuge::luzhanqi;
using namespace zhuge::search::luzhanqi;

namespace {

const char* const kMidgame =
    "?L?ds/1????/?t?2/??1??/?j2?/???2/?1?R?/?3?/?lt?F/?1?1S/?JB1?/?K??b b "
    "MDDRCCJKKTTTSSLLmgdrccjkktssllf 3 60";

// Red to move wins in two: the sapper reaches b11 in one railway journey and takes the flag (no
// blue mine is left) next move; the blue lieutenant on e1 is too far.
const std::string kFlagInTwo =
    test::board_field({{"a9", 'S'}, {"b1", 'F'}, {"a1", 'L'}, {"b12", 'f'}, {"e1", 't'}}) +
    " r - 0 10";

constexpr std::size_t kPoolBytes = std::size_t(8) << 20;

SearchOutcome run(Tree& tree, std::uint64_t iterations, int threads = 1,
                  const SearchParams& params = {}, std::uint64_t seed = 7) {
  SearchControl control;
  control.max_iterations = iterations;
  Rng rng(seed);
  return search_ismcts(tree, params, threads, control, rng);
}

std::uint64_t visits(const Node& n) {
  return n.visits.load();
}

// Calls `check(node, pos)` on every node with the public position at it (for
// a chance node: the position before its flip).
void walk(Tree& tree, NodeIndex n, Position pos,
          const std::function<void(const Node&, const Position&)>& check) {
  const Node& node = tree.pool()[n];
  check(node, pos);
  for (const Node& child : tree.children(n)) {
    Position next = pos;
    if (child.kind == NodeKind::Decision) next.make(child.action);
    walk(tree, tree.index_of(child), next, check);
  }
}

}  // namespace

TEST_CASE("ISMCTS visit counts add up and chance weights are the pool counts", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kMidgame));
  SearchParams params;
  params.solver = false;  // a proven node stops iterations above its children
  run(tree, 5000, 1, params);
  const Node& root = tree.pool()[tree.root()];
  REQUIRE(visits(root) == 5000);
  int chance_nodes = 0;
  walk(tree, tree.root(), tree.root_position(), [&](const Node& node, const Position& pos) {
    const auto kids = tree.children(tree.index_of(node));
    if (kids.empty()) return;
    std::uint64_t sum = 0;
    for (const Node& c : kids) sum += visits(c);
    if (node.kind == NodeKind::Chance) {
      ++chance_nodes;
      REQUIRE(sum == visits(node));
      REQUIRE(int(kids.size()) == pos.pool_kinds());
      int weights = 0;
      for (const Node& c : kids) {
        REQUIRE(c.weight == pos.pool_count(c.action.reveal));
        weights += c.weight;
      }
      REQUIRE(weights == pos.hidden_count());
    } else {
      // A decision node is a leaf for its first expand_visits visits.
      const std::uint64_t as_leaf = &node == &root ? 0 : std::uint64_t(params.expand_visits);
      REQUIRE(visits(node) == sum + as_leaf);
    }
    REQUIRE(node.virtual_loss.load() == 0);
  });
  REQUIRE(chance_nodes > 0);
}

TEST_CASE("ISMCTS samples flip outcomes in proportion to the pool", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(Position::start());
  run(tree, 20000);
  const auto kids = tree.children(tree.root());
  const Node& busiest = *std::max_element(kids.begin(), kids.end(),
                                          [](auto& a, auto& b) { return visits(a) < visits(b); });
  REQUIRE(busiest.kind == NodeKind::Chance);
  const auto outcomes = tree.children(tree.index_of(busiest));
  for (const Node& o : outcomes) {
    const double expected = double(visits(busiest)) * o.weight / 50.0;
    REQUIRE(double(visits(o)) == Approx(expected).margin(4.0 * std::sqrt(expected) + 3.0));
  }
}

TEST_CASE("ISMCTS makes the same choice whatever the hidden pieces are", "[ismcts]") {
  const Position pos = test::position(kMidgame);
  Rng deal_rng(1);
  const Deal first = sample_deal(pos, deal_rng), second = sample_deal(pos, deal_rng);
  REQUIRE(first != second);  // two different truths behind one public state
  // The search sees only the public state: it has no way to be handed a deal,
  // so both truths give the same tree, visit for visit.
  Tree a(kPoolBytes), b(kPoolBytes);
  a.reset(pos);
  b.reset(pos);
  const SearchOutcome x = run(a, 3000), y = run(b, 3000);
  REQUIRE(x.best == y.best);
  REQUIRE(x.report.pv == y.report.pv);
  const auto ka = a.children(a.root()), kb = b.children(b.root());
  REQUIRE(ka.size() == kb.size());
  for (std::size_t i = 0; i < ka.size(); ++i) REQUIRE(visits(ka[i]) == visits(kb[i]));
}

TEST_CASE("The ISMCTS solver finds a forced flag capture in two", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kFlagInTwo));
  const SearchOutcome out = run(tree, 20000);
  REQUIRE(out.best);
  CHECK(to_string(*out.best) == "a9b11");
  CHECK(out.report.proof == Proof::Win);
}

TEST_CASE("A timed ISMCTS search stops once more time cannot change its choice", "[ismcts]") {
  constexpr std::uint64_t kCap = 1'000'000;
  Rng rng(3);
  SearchControl control;
  control.max_iterations = kCap;
  SECTION("no time left: the first strict leader in visits is final") {
    control.iterations_left = [](std::uint64_t) { return std::uint64_t{0}; };
    Tree tree(kPoolBytes);
    tree.reset(test::position(kMidgame));
    const SearchOutcome out = search_ismcts(tree, {}, 1, control, rng);
    CHECK(out.report.iterations < 10 * kPollIterations);
    REQUIRE(out.best);
    CHECK(is_legal(tree.root_position(), *out.best, false));
  }
  SECTION("plenty of time left: an open choice runs to the limit") {
    control.iterations_left = [](std::uint64_t) { return kCap; };
    control.max_iterations = 50'000;
    Tree tree(kPoolBytes);
    tree.reset(test::position(kMidgame));
    CHECK(search_ismcts(tree, {}, 1, control, rng).report.iterations == 50'000);
  }
  SECTION("plenty of time left: a proven win ends the search") {
    control.iterations_left = [](std::uint64_t) { return kCap; };
    Tree tree(kPoolBytes);
    tree.reset(test::position(kFlagInTwo));
    const SearchOutcome out = search_ismcts(tree, {}, 1, control, rng);
    CHECK(out.report.iterations < kCap);
    CHECK(out.report.proof == Proof::Win);
  }
}

TEST_CASE("The ISMCTS node pool never grows past its bound", "[ismcts]") {
  constexpr std::size_t kBytes = 64 * 1024;
  Tree tree(kBytes);
  tree.reset(test::position(kMidgame));
  const SearchOutcome out = run(tree, 20000);
  REQUIRE(tree.pool().bytes() <= kBytes);
  REQUIRE(tree.pool().used() <= tree.pool().capacity());
  REQUIRE(tree.pool().used() * 10 >= tree.pool().capacity() * 9);  // it did fill up
  REQUIRE(visits(tree.pool()[tree.root()]) == 20000);              // and kept refining
  REQUIRE(out.best);
  REQUIRE(is_legal(tree.root_position(), *out.best, false));
}

TEST_CASE("ISMCTS with two threads shares one tree", "[ismcts][threads]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kMidgame));
  const SearchOutcome out = run(tree, 20000, 2);
  REQUIRE(out.report.iterations == 20000);
  REQUIRE(visits(tree.pool()[tree.root()]) == 20000);
  for (const Node& c : tree.children(tree.root())) REQUIRE(c.virtual_loss.load() == 0);
  REQUIRE(out.best);
  REQUIRE(is_legal(tree.root_position(), *out.best, false));
}

TEST_CASE("ISMCTS reuses the subtree of the position the game reached", "[ismcts]") {
  const Position start = test::position(kMidgame);
  ReusedTree reused;
  Tree& tree = reused.prepare(std::nullopt, {}, start, kPoolBytes, true);
  REQUIRE_FALSE(reused.reused());
  const SearchOutcome out = run(tree, 5000);
  Action played = *out.best;
  Rng deal_rng(3);
  if (played.is_flip()) played.reveal = sample_deal(start, deal_rng)[played.from];
  Position next = start;
  next.make(played);
  reused.prepare(std::nullopt, {played}, next, kPoolBytes, true);
  REQUIRE(reused.reused());
  REQUIRE(tree.root_position() == next);
  REQUIRE(visits(tree.pool()[tree.root()]) > 0);

  reused.prepare(std::nullopt, {played}, next, kPoolBytes, false);  // reuse turned off
  REQUIRE_FALSE(reused.reused());
  REQUIRE(visits(tree.pool()[tree.root()]) == 0);
}
