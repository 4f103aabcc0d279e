// The pimc baseline: legal choices within the budget, whatever its deals.

#include <catch2/catch.hpp>

#include "engine/luzhanqi/movegen.hpp"
#include "search/luzhanqi/mcts_search.hpp"
#include "tests/luzhanqi/helpers.hpp"

using namespace zhuge;
using namespace zhuge::luzhanqi;
using namespace zhuge::search::luzhanqi;

TEST_CASE("pimc votes a legal action within its iteration budget", "[ismcts]") {
  const Position pos = Position::start();
  SearchControl control;
  control.max_iterations = 4000;
  Rng rng(5);
  const SearchOutcome out = search_pimc(pos, SearchParams{}, std::size_t(4) << 20, control, rng);
  REQUIRE(out.report.iterations == 4000);
  REQUIRE(out.best);
  REQUIRE(is_legal(pos, *out.best, false));
}
