// A Hash larger than the machine is searched with half of the machine's memory; a sanguo
// table is made when Hash or the game changes, before any clock runs.

#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "protocol/hash_memory.hpp"
#include "tests/protocol/engine_process.hpp"

using zhuge::protocol::machine_megabytes;
using zhuge::protocol::usable_hash_megabytes;
using zhuge::protocol::test::EngineProcess;

namespace {

// The resident memory of process `pid`, in megabytes (Linux's /proc).
long resident_megabytes(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6)) / 1024;
  }
  return -1;
}

}  // namespace

TEST_CASE("Hash is capped at half of the machine's memory", "[protocol]") {
  CHECK(usable_hash_megabytes(64, 24000) == 64);
  CHECK(usable_hash_megabytes(65536, 24000) == 12000);
  CHECK(usable_hash_megabytes(65536, 1) == 1);
  CHECK(usable_hash_megabytes(65536, 0) == 65536);  // unknown: as asked
  CHECK(machine_megabytes() > 0);
}

TEST_CASE("A search with a Hash over the machine's memory answers instead of ending",
          "[protocol]") {
  const std::uint64_t machine = machine_megabytes();
  if (machine == 0 || machine > 2 * 65536) return;  // no Hash the option allows is too large
  // Luzhanqi: its tree's pages are touched only as it grows, so the capped pool costs nothing
  // here (a sanguo table is written through, half of the machine: not for a test).
  EngineProcess engine;
  engine.send("setoption name Hash value 65536");
  engine.send("position startpos moves c3c3M");
  engine.send("go nodes 100");
  const auto lines = engine.read_until("bestmove", std::chrono::seconds(60));
  REQUIRE_FALSE(lines.empty());
  CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& l) {
          return l.rfind("info string Hash 65536 MB is more than half", 0) == 0;
        }) == 1);
}

TEST_CASE("A sanguo table is made when Hash or the game changes, not by the first go",
          "[protocol]") {
  EngineProcess engine;  // luzhanqi's tree touches its pages only as it grows
  engine.sync();
  const long bare = resident_megabytes(engine.pid());
  REQUIRE(bare > 0);
  // A table is written through as it is made, so its pages are resident at once; it takes the
  // largest power of two of slots that fits in Hash, at least half of it.
  engine.send("setoption name UCI_Variant value sanguo");  // the default 64 MB
  engine.sync();
  CHECK(resident_megabytes(engine.pid()) >= bare + 32);
  engine.send("setoption name Hash value 256");
  engine.sync();
  CHECK(resident_megabytes(engine.pid()) >= bare + 128);
  engine.send("ucinewgame");  // a fresh table for the new game, again before any go
  engine.sync();
  CHECK(resident_megabytes(engine.pid()) >= bare + 128);
  engine.send("position startpos");
  engine.send("go depth 1");
  CHECK_FALSE(engine.read_until("bestmove").empty());
}
