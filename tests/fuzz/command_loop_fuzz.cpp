// Any bytes as the engine's standard input: commands, FENs, move lists, binary
// junk. Nothing may crash, hang or trip a sanitizer.

#include <cstdint>
#include <sstream>
#include <string>

#include "protocol/engine.hpp"
#include "protocol/engine_options.hpp"

using namespace zhuge::protocol;

namespace {

// Deep perft is a legitimate request that takes minutes; keep fuzz runs fast.
std::string without_deep_perft(const std::string& input) {
  std::istringstream in(input);
  std::string out, line;
  while (std::getline(in, line)) {
    bool shallow = true;
    if (const auto at = line.find("perft"); at != std::string::npos) {
      std::istringstream words(line.substr(at + 5));
      for (std::string w; words >> w;) shallow = shallow && (w == "0" || w == "1" || w == "2");
    }
    if (shallow) out += line + '\n';
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream input(
      without_deep_perft(std::string(reinterpret_cast<const char*>(data), size)));
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
