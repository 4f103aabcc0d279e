#include "protocol/engine_options.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "protocol/luzhanqi/record.hpp"
#include "protocol/sanguo/record.hpp"
#include "tests/protocol/engine_process.hpp"

using namespace zhuge::protocol;

TEST_CASE("the engine declares its options with the contract's defaults", "[protocol]") {
  // The shipped engine's games (the tests' own registry adds a test game to the variants).
  test::EngineProcess engine;
  engine.send("uci");
  auto lines = engine.read_until("uciok");
  std::erase_if(lines, [](const std::string& line) { return line.rfind("option ", 0) != 0; });
  // The contract's options, MultiPV and Ponder come first; the searches' parameters follow them.
  REQUIRE(lines.size() > 8);
  CHECK(std::vector<std::string>(lines.begin(), lines.begin() + 8) ==
        std::vector<std::string>{
            "option name UCI_Variant type combo default luzhanqi-flip var luzhanqi-flip var sanguo",
            "option name Threads type spin default 1 min 1 max 256",
            "option name Hash type spin default 64 min 1 max 65536",
            "option name Seed type spin default 0 min 0 max 2147483647",
            "option name MoveOverhead type spin default 30 min 0 max 5000",
            "option name Player type combo default search var random var greedy var pimc var "
            "ismcts var star1 var search",
            "option name MultiPV type spin default 1 min 1 max 1525",
            "option name Ponder type check default false",
        });
  const auto registry = make_engine_options();
  CHECK(registry.string(option_name::kVariant) == kVariantLuzhanqiFlip);
  CHECK(registry.spin(option_name::kThreads) == 1);
  CHECK(registry.spin(option_name::kHash) == 64);
  CHECK(registry.spin(option_name::kSeed) == 0);
  CHECK(registry.check(option_name::kFlagBearers));
  CHECK(registry.spin(option_name::kMoveOverhead) == 30);
  CHECK(registry.string(option_name::kPlayer) == kPlayerSearch);
  CHECK_FALSE(registry.check(option_name::kPonder));
}

TEST_CASE("the contract's command-line flags reach the engine options", "[protocol]") {
  auto registry = make_engine_options();
  const auto parsed = parse_command_line(
      registry, {"--threads", "2", "--variant", "sanguo", "--hash", "128", "--seed", "7",
                 "--move-overhead", "0", "--flag-bearers", "false", "--player", "random"});
  REQUIRE(parsed.error.empty());
  CHECK(registry.spin(option_name::kThreads) == 2);
  CHECK(registry.string(option_name::kVariant) == kVariantSanguo);
  CHECK(registry.spin(option_name::kHash) == 128);
  CHECK(registry.spin(option_name::kSeed) == 7);
  CHECK(registry.spin(option_name::kMoveOverhead) == 0);
  CHECK_FALSE(registry.check(option_name::kFlagBearers));
  CHECK(registry.string(option_name::kPlayer) == kPlayerRandom);
  CHECK(parse_command_line(registry, {"--uci-variant", "luzhanqi-flip"}).error.empty());
  CHECK(registry.string(option_name::kVariant) == kVariantLuzhanqiFlip);
}
