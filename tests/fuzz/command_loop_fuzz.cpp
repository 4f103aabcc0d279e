// Any bytes as the engine's standard input: commands, FENs, move lists, binary
// junk. Nothing may crash, hang or trip a sanitizer.

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "protocol/engine.hpp"
#include "protocol/engine_options.hpp"

using namespace zhuge::protocol;

namespace {

// The first word of a line, and whether any word is `word` (any case).
std::string first_word(const std::string& line) {
  std::istringstream words(line);
  std::string first;
  words >> first;
  return first;
}
bool has_word(const std::string& line, std::string_view word) {
  std::istringstream words(line);
  for (std::string w; words >> w;) {
    if (std::ranges::equal(w, word, [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) == b;
        })) {
      return true;
    }
  }
  return false;
}

bool is_number(const std::string& w) {
  return !w.empty() && w.find_first_not_of("0123456789") == std::string::npos;
}

// Every number of the line above `most` becomes `most`.
std::string with_numbers_at_most(const std::string& line, int most) {
  std::istringstream words(line);
  std::string bounded;
  for (std::string w; words >> w;) {
    if (is_number(w) && (w.size() > 9 || std::stoi(w) > most)) w = std::to_string(most);
    bounded += (bounded.empty() ? "" : " ") + w;
  }
  return bounded;
}

// Deep perft, long searches and large tables are legitimate requests that take minutes or
// gigabytes (the sanguo table is written through when Hash is set), and the commands behind a
// search wait for it; keep fuzz runs fast and small. Perft deeper than 2 is dropped, every other
// number of a `go` line becomes at most 20, a `go` without a node limit gets `nodes 20`, and a
// Hash above 16 MB becomes 16.
std::string with_short_searches(const std::string& input) {
  std::istringstream in(input);
  std::string out, line;
  while (std::getline(in, line)) {
    const std::string command = first_word(line);
    if (command == "setoption" && has_word(line, "hash")) {
      out += with_numbers_at_most(line, 16) + '\n';
      continue;
    }
    if (command != "go") {
      out += line + '\n';
      continue;
    }
    if (has_word(line, "perft")) {
      std::istringstream words(line);
      bool deep = false;
      for (std::string w; words >> w;) deep = deep || (is_number(w) && (w.size() > 1 || w > "2"));
      if (!deep) out += line + '\n';
      continue;
    }
    out += with_numbers_at_most(line, 20) + (has_word(line, "nodes") ? "" : " nodes 20") + '\n';
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
