// Any bytes as the engine's standard input: commands, FENs, move lists, binary
// junk. Nothing may crash, hang or trip a sanitizer.

#include <cstdint>
#include <sstream>
#include <string>

#include "protocol/engine.hpp"
#include "protocol/engine_options.hpp"

using namespace zhuge::protocol;

namespace {

// A `go` line that waits its turn: the commands behind it wait for it to end by itself.
bool is_go(const std::string& line) {
  std::istringstream words(line);
  std::string first;
  return words >> first && first == "go";
}

// Deep perft and long searches are legitimate requests that take minutes, and the commands
// behind a search wait for it; keep fuzz runs fast. Perft deeper than 2 is dropped, every other
// number of a `go` line becomes at most 20, and a `go` without a node limit gets `nodes 20`.
std::string with_short_searches(const std::string& input) {
  std::istringstream in(input);
  std::string out, line;
  while (std::getline(in, line)) {
    if (!is_go(line)) {
      out += line + '\n';
      continue;
    }
    std::istringstream words(line);
    std::string bounded;
    bool perft = false, deep = false, nodes = false;
    for (std::string w; words >> w;) {
      perft = perft || w == "perft";
      nodes = nodes || w == "nodes";
      const bool number = !w.empty() && w.find_first_not_of("0123456789") == std::string::npos;
      if (number && perft) deep = deep || w.size() > 1 || w > "2";
      if (number && !perft && (w.size() > 2 || std::stoi(w) > 20)) w = "20";
      bounded += (bounded.empty() ? "" : " ") + w;
    }
    if (perft && deep) continue;
    if (!perft && !nodes) bounded += " nodes 20";
    out += bounded + '\n';
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream input(
      with_short_searches(std::string(reinterpret_cast<const char*>(data), size)));
  std::ostringstream replies;
  OptionRegistry options = make_engine_options();
  // Small tables keep each run fast; the input may still ask for more.
  options.set(option_name::kHash, "1");
  Output output(replies);
  {
    Engine engine(options, output);
    engine.run(input);
  }
  return 0;
}
