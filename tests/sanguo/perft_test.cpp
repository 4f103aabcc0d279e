#include <catch2/catch.hpp>

#include "engine/sanguo/perft.hpp"
#include "tests/sanguo/helpers.hpp"
#include "tests/sanguo/naive_movegen.hpp"

namespace zhuge::sanguo {
namespace {

TEST_CASE("sanguo: perft from the start matches the table of §7.3", "[sanguo]") {
  Position with = Position::start(true);
  Position without = Position::start(false);
  const std::uint64_t expected_with[] = {1, 40, 1588, 62560, 2495006};
  const std::uint64_t expected_without[] = {1, 44, 1928, 84128, 3496313};
  for (int depth = 0; depth <= 4; ++depth) {
    CHECK(perft(with, depth) == expected_with[depth]);
    CHECK(perft(without, depth) == expected_without[depth]);
  }
  CHECK(with.fen() == Position::start(true).fen());
}

TEST_CASE("sanguo: divide sums to perft and is sorted", "[sanguo]") {
  Position pos = Position::start(true);
  const auto lines = divide(pos, 3);
  REQUIRE(lines.size() == 40);
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    total += lines[i].second;
    if (i) CHECK(lines[i - 1].first < lines[i].first);
  }
  CHECK(total == 62560);
  CHECK(divide(pos, 1).front() == std::pair<std::string, std::uint64_t>{"ra1ra2", 1});
}

TEST_CASE("sanguo: perft with one kingdom left and after transfers", "[sanguo]") {
  Position alone = test::load(test::fen_of({{"rd1", "rK"}, {"ra1", "rR"}}, "r", "r"));
  CHECK(perft(alone, 0) == 1);
  CHECK(perft(alone, 2) == 0);
  CHECK(divide(alone, 2).empty());

  // Hand-made positions: a general that flew into a rival palace, a captured army, crossed
  // soldiers of two homes under one owner.
  for (const std::string& fen : {
           test::fen_of({{"ge2", "rK"},
                         {"bd1", "bK"},
                         {"ga1", "rR"},
                         {"gc1", "rE"},
                         {"gf3", "rA"},
                         {"gb3", "rC"},
                         {"bh1", "bH"},
                         {"bc3", "bC"},
                         {"bf3", "bF"}},
                        "b", "rb", 12, 30),
           test::fen_of({{"re2", "rK"},
                         {"ge1", "gK"},
                         {"rc5", "gp"},
                         {"re4", "gp"},
                         {"ri5", "gp"},
                         {"bh3", "rH"},
                         {"ba1", "rR"},
                         {"rf3", "rF"},
                         {"ge5", "gC"}},
                        "g", "rg", 40, 9),
       }) {
    Position pos = test::load(fen);
    INFO(fen);
    CHECK(perft(pos, 3) == naive::perft(naive::from_position(pos), 3));
  }
}

}  // namespace
}  // namespace zhuge::sanguo
