// ISMCTS for Luzhanqi flip: tree invariants, no peeking, the solver, the
// memory bound, threads and tree reuse.

#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <functional>
#include <span>
#include <thread>
#include <vector>

#include "engine/luzhanqi/deal.hpp"
#include "engine/luzhanqi/movegen.hpp"
#include "eval/luzhanqi/reach.hpp"
#include "search/luzhanqi/mcts_search.hpp"
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
  control.threads = threads;
  Rng rng(seed);
  return search_ismcts(tree, params, control, rng);
}

std::uint64_t visits(const Node& n) {
  return n.visits.load();
}

// Calls `check(index, pos)` on every node with the public position at it (for
// a chance node: the position before its flip).
void walk(const Tree& tree, NodeIndex n, Position pos,
          const std::function<void(NodeIndex, const Position&)>& check) {
  check(n, pos);
  for (const Edge& e : tree.edges(n)) {
    if (e.node() == kNoNode) continue;
    Position next = pos;
    if (!MctsGame::is_chance(e.action)) next.make(e.action);
    walk(tree, e.node(), next, check);
  }
}

// Every node's statistics, depth first: equal before and after recycling.
struct NodeRecord {
  Action action;
  std::uint32_t visits;
  float value_sum, minimax;
  Proof proof;
  std::size_t edges;
  bool operator==(const NodeRecord& o) const {
    return action == o.action && visits == o.visits && value_sum == o.value_sum &&
           (minimax == o.minimax || (std::isnan(minimax) && std::isnan(o.minimax))) &&
           proof == o.proof && edges == o.edges;
  }
};

std::vector<NodeRecord> records(const Tree& tree, NodeIndex from, const Position& pos) {
  std::vector<NodeRecord> out;
  walk(tree, from, pos, [&](NodeIndex n, const Position&) {
    const Node& node = tree.node(n);
    out.push_back({node.action, node.visits.load(), node.value_sum.load(), node.minimax.load(),
                   node.proven(), tree.edges(n).size()});
  });
  return out;
}

std::vector<NodeRecord> records(const Tree& tree) {
  return records(tree, tree.root(), tree.root_position());
}

// The pool holds exactly the tree: every node and edge reachable from the root
// is in use, and nothing else is but what `threads` threads that searched since
// the last recycling took and have not used yet (less than a batch each).
void require_pool_is_tree(const Tree& tree, std::size_t threads = 0) {
  std::size_t nodes = 0, edges = 0;
  walk(tree, tree.root(), tree.root_position(), [&](NodeIndex n, const Position&) {
    ++nodes;
    REQUIRE(tree.pool().in_use(n));
    for (const Edge& e : tree.edges(n)) {
      ++edges;
      REQUIRE(tree.pool().in_use(e));
    }
  });
  REQUIRE(nodes <= tree.pool().nodes_used());
  REQUIRE(edges <= tree.pool().edges_used());
  REQUIRE(tree.pool().nodes_used() - nodes <= threads * (Tree::NodePool::kNodeBatch - 1));
  REQUIRE(tree.pool().edges_used() - edges <= threads * (Tree::NodePool::kEdgeBatch - 1));
}

// The node the tree reaches after `a` from the root, and the position there.
std::pair<NodeIndex, Position> node_after(const Tree& tree, const Action& a) {
  Position pos = tree.root_position();
  const auto find = [](std::span<const Edge> edges, const Action& x) {
    return std::find_if(edges.begin(), edges.end(), [&](const Edge& e) { return e.action == x; });
  };
  auto e = find(tree.edges(tree.root()), a.is_flip() ? flip_action(a.from) : a);
  REQUIRE(e != tree.edges(tree.root()).end());
  if (a.is_flip()) e = find(tree.edges(e->node()), a);
  REQUIRE(e->node() != kNoNode);
  pos.make(a);
  return {e->node(), pos};
}

// The best action of the root; a flip reveals its most visited outcome.
Action played(const Tree& tree, const SearchOutcome& out) {
  if (!out.best->is_flip()) return *out.best;
  for (const Edge& e : tree.edges(tree.root())) {
    if (e.action != *out.best) continue;
    const auto outcomes = tree.edges(e.node());
    return std::max_element(outcomes.begin(), outcomes.end(),
                            [&](auto& x, auto& y) { return tree.visits(x) < tree.visits(y); })
        ->action;
  }
  FAIL("the best action is not a root edge");
  return {};
}

}  // namespace

TEST_CASE("ISMCTS visit counts add up and chance weights are the pool counts", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kMidgame));
  SearchParams params;
  params.solver = false;  // a proven node stops iterations above its children
  run(tree, 5000, 1, params);
  const Node& root = tree.node(tree.root());
  REQUIRE(visits(root) == 5000);
  int chance_nodes = 0;
  walk(tree, tree.root(), tree.root_position(), [&](NodeIndex n, const Position& pos) {
    const Node& node = tree.node(n);
    const auto kids = tree.edges(n);
    if (kids.empty()) return;
    std::uint64_t sum = 0;
    for (const Edge& e : kids) sum += tree.visits(e);
    if (node.kind == NodeKind::Chance) {
      ++chance_nodes;
      REQUIRE(sum == visits(node));
      REQUIRE(int(kids.size()) == pos.pool_kinds());
      int weights = 0;
      for (const Edge& e : kids) {
        REQUIRE(e.weight == pos.pool_count(e.action.reveal));
        weights += e.weight;
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
  const auto kids = tree.edges(tree.root());
  const Edge& busiest = *std::max_element(
      kids.begin(), kids.end(), [&](auto& a, auto& b) { return tree.visits(a) < tree.visits(b); });
  REQUIRE(MctsGame::is_chance(busiest.action));
  for (const Edge& o : tree.edges(busiest.node())) {
    const double expected = double(tree.visits(busiest)) * o.weight / 50.0;
    REQUIRE(double(tree.visits(o)) == Approx(expected).margin(4.0 * std::sqrt(expected) + 3.0));
  }
}

TEST_CASE("Stratified draws keep every flip outcome within a draw of its share", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kMidgame));
  run(tree, 20000);
  int chance_nodes = 0;
  walk(tree, tree.root(), tree.root_position(), [&](NodeIndex n, const Position& pos) {
    const Node& node = tree.node(n);
    if (node.kind != NodeKind::Chance || !node.expanded()) return;
    ++chance_nodes;
    for (const Edge& o : tree.edges(n)) {
      const double share = double(visits(node)) * o.weight / pos.hidden_count();
      REQUIRE(std::abs(double(tree.visits(o)) - share) < 1.0 + 1e-9);
    }
  });
  REQUIRE(chance_nodes > 10);
}

TEST_CASE("One flip stands for all the hidden points out of contact", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kMidgame));
  run(tree, 5000);
  int grouped_nodes = 0;
  walk(tree, tree.root(), tree.root_position(), [&](NodeIndex n, const Position& pos) {
    if (tree.node(n).kind != NodeKind::Decision || !tree.node(n).expanded()) return;
    const Bitboard quiet = eval::luzhanqi::out_of_contact(pos);
    ActionList actions;
    generate_actions(pos, actions);
    int kept = 0;
    for (const Edge& e : tree.edges(n)) {
      const bool stands_for_group = e.action.is_flip() && (quiet & bit(e.action.from));
      kept += stands_for_group;
      REQUIRE(int(e.weight) == (stands_for_group ? std::popcount(quiet) : 0));
    }
    const int group = std::popcount(quiet) >= 2 ? std::popcount(quiet) : 0;
    REQUIRE(kept == (group ? 1 : 0));
    REQUIRE(int(tree.edges(n).size()) == actions.size() - group + kept);
    grouped_nodes += kept;
  });
  REQUIRE(grouped_nodes > 10);
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
  REQUIRE(records(a) == records(b));
}

TEST_CASE("The ISMCTS solver finds a forced flag capture in two", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kFlagInTwo));
  const SearchOutcome out = run(tree, 20000);
  REQUIRE(out.best);
  CHECK(to_string(*out.best) == "a9b11");
  CHECK(out.report.proof == Proof::Win);
}

TEST_CASE("No proof rests on flips that one edge stands for", "[ismcts]") {
  // kFlagInTwo with two hidden pieces on d12 and e12, out of contact: blue may flip either,
  // and loses the flag whatever it does.
  const Position pos = test::position(test::board_field({{"a9", 'S'},
                                                         {"b1", 'F'},
                                                         {"a1", 'L'},
                                                         {"b12", 'f'},
                                                         {"e1", 't'},
                                                         {"d12", '?'},
                                                         {"e12", '?'}}) +
                                      " r Dd 0 10");
  REQUIRE(std::popcount(eval::luzhanqi::out_of_contact(pos)) == 2);
  Tree each(kPoolBytes), grouped(kPoolBytes);
  each.reset(pos);
  grouped.reset(pos);
  SearchParams params;
  params.group_flips = false;
  const SearchOutcome proven = run(each, 20000, 1, params);
  CHECK(to_string(*proven.best) == "a9b11");
  CHECK(proven.report.proof == Proof::Win);  // both of blue's flips were searched
  params.group_flips = true;
  const SearchOutcome unproven = run(grouped, 20000, 1, params);
  CHECK(to_string(*unproven.best) == "a9b11");
  CHECK(unproven.report.proof == Proof::Unknown);  // one of them was not
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
    const SearchOutcome out = search_ismcts(tree, {}, control, rng);
    CHECK(out.report.iterations < 10 * kPollIterations);
    REQUIRE(out.best);
    CHECK(is_legal(tree.root_position(), *out.best, false));
  }
  SECTION("plenty of time left: an open choice runs to the limit") {
    control.iterations_left = [](std::uint64_t) { return kCap; };
    control.max_iterations = 50'000;
    Tree tree(kPoolBytes);
    tree.reset(test::position(kMidgame));
    CHECK(search_ismcts(tree, {}, control, rng).report.iterations == 50'000);
  }
  SECTION("plenty of time left: a proven win ends the search") {
    control.iterations_left = [](std::uint64_t) { return kCap; };
    Tree tree(kPoolBytes);
    tree.reset(test::position(kFlagInTwo));
    const SearchOutcome out = search_ismcts(tree, {}, control, rng);
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
  REQUIRE(tree.pool().bytes_used() <= tree.pool().bytes());
  REQUIRE(tree.pool().permille_full() >= 990);       // it did fill up
  REQUIRE(visits(tree.node(tree.root())) == 20000);  // and kept refining
  REQUIRE(out.best);
  REQUIRE(is_legal(tree.root_position(), *out.best, false));
}

TEST_CASE("ISMCTS with two threads shares one tree", "[ismcts][threads]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kMidgame));
  const SearchOutcome out = run(tree, 20000, 2);
  REQUIRE(out.report.iterations == 20000);
  REQUIRE(visits(tree.node(tree.root())) == 20000);
  walk(tree, tree.root(), tree.root_position(),
       [&](NodeIndex n, const Position&) { REQUIRE(tree.node(n).virtual_loss.load() == 0); });
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
  REQUIRE(visits(tree.node(tree.root())) > 0);

  reused.prepare(std::nullopt, {played}, next, kPoolBytes, false);  // reuse turned off
  REQUIRE_FALSE(reused.reused());
  REQUIRE(visits(tree.node(tree.root())) == 0);
}

TEST_CASE("Tree reuse frees what the game left behind and keeps the subtree as it was",
          "[ismcts]") {
  for (const std::size_t bytes : {kPoolBytes, std::size_t(256) << 10}) {  // roomy and full
    INFO("pool bytes " << bytes);
    Tree tree(bytes);
    tree.reset(test::position(kMidgame));
    const SearchOutcome out = run(tree, 20000);
    const int full_before = tree.pool().permille_full();
    const Action a = played(tree, out);
    const auto [kept, next] = node_after(tree, a);
    const auto before = records(tree, kept, next);
    REQUIRE(tree.advance(std::array{a}));
    REQUIRE(tree.root_position() == next);
    REQUIRE(records(tree) == before);
    REQUIRE(tree.pool().permille_full() < full_before);
    require_pool_is_tree(tree);
    // The search goes on in the recycled pool, and its visits still add up.
    const std::uint32_t kept_visits = visits(tree.node(tree.root()));
    run(tree, 5000);
    REQUIRE(visits(tree.node(tree.root())) == kept_visits + 5000);
    require_pool_is_tree(tree, 1);
  }
}

namespace {

// Gives `parent` one edge, `action`, that leads to `child`.
void link_nodes(Tree::NodePool& pool, NodeIndex parent, NodeIndex child, Action action) {
  const auto first = pool.allocate_edges(1);
  REQUIRE(first);
  Node& p = pool.node(parent);
  p.first_edge = *first;
  p.edge_count = 1;
  p.growth.store(search::mcts::Growth::Expanded);
  Edge& e = pool.edges(p)[0];
  e.action = action;
  e.child.store(child);
  pool.node(child).action = action;
}

}  // namespace

TEST_CASE("Recycling keeps a subtree whose nodes sit below their parents", "[ismcts][threads]") {
  // Each thread takes nodes in batches, so a node made later by one thread can sit below a node
  // that another thread made earlier.
  Tree::NodePool pool(kPoolBytes);
  pool.clear();
  const NodeIndex root = pool.allocate_node();
  NodeIndex kept = kNoNode, other = kNoNode;
  std::thread([&] { kept = pool.allocate_node(); }).join();
  const NodeIndex below = pool.allocate_node();
  std::thread([&] { other = pool.allocate_node(); }).join();
  REQUIRE(root == 0);
  REQUIRE(below < kept);
  // root -> kept -> below -> other: keep the subtree of `kept`.
  link_nodes(pool, root, kept, move_action(1, 2));
  link_nodes(pool, kept, below, move_action(3, 4));
  link_nodes(pool, below, other, move_action(5, 6));
  pool.node(kept).visits.store(7);
  pool.node(below).visits.store(5);
  pool.node(other).visits.store(3);

  pool.keep_subtree(kept);
  REQUIRE(pool.nodes_used() == 3);
  REQUIRE(pool.edges_used() == 2);
  std::vector<std::uint32_t> line;  // the visits down the kept line, from node 0
  for (NodeIndex n = 0;;) {
    REQUIRE(pool.in_use(n));
    line.push_back(pool.node(n).visits.load());
    if (!pool.node(n).expanded()) break;
    const auto edges = pool.edges(pool.node(n));
    REQUIRE(edges.size() == 1);
    REQUIRE(pool.in_use(edges[0]));
    n = edges[0].node();
    REQUIRE(n != kNoNode);
  }
  REQUIRE(line == std::vector<std::uint32_t>{7, 5, 3});
  REQUIRE(pool.node(0).action == move_action(1, 2));  // the kept root is node 0
}

TEST_CASE("The solver's proofs survive tree reuse", "[ismcts]") {
  Tree tree(kPoolBytes);
  tree.reset(test::position(kFlagInTwo));
  const SearchOutcome out = run(tree, 20000);
  REQUIRE(out.report.proof == Proof::Win);
  const auto [kept, next] = node_after(tree, *out.best);
  const auto before = records(tree, kept, next);
  REQUIRE(tree.advance(std::array{*out.best}));
  REQUIRE(records(tree) == before);
  REQUIRE(tree.node(tree.root()).proven() == Proof::Win);  // from the view of red, who moved
  // Blue to move: every reply loses.
  CHECK(run(tree, 2000).report.proof == Proof::Loss);
}

TEST_CASE("ISMCTS threads expand and recycle one tree", "[ismcts][threads]") {
  Tree tree(std::size_t(256) << 10);  // fills up: threads also meet a full pool
  tree.reset(test::position(kMidgame));
  const SearchOutcome out = run(tree, 20000, 2);
  REQUIRE(tree.advance(std::array{played(tree, out)}));
  require_pool_is_tree(tree);
  const std::uint32_t kept_visits = visits(tree.node(tree.root()));
  const SearchOutcome again = run(tree, 20000, 2);
  REQUIRE(visits(tree.node(tree.root())) == kept_visits + 20000);
  walk(tree, tree.root(), tree.root_position(),
       [&](NodeIndex n, const Position&) { REQUIRE(tree.node(n).virtual_loss.load() == 0); });
  REQUIRE(again.best);
  REQUIRE(is_legal(tree.root_position(), *again.best, false));
  // Two threads may both make a node for one edge; the loser's is freed here.
  REQUIRE(tree.advance(std::array{played(tree, again)}));
  require_pool_is_tree(tree);
}
