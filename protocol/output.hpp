#pragma once
// Where the engine's replies go. The input thread and the search thread both
// write, so every line is written whole, under a lock, and flushed at once.

#include <mutex>
#include <ostream>
#include <string_view>

namespace zhuge::protocol {

class Output {
 public:
  explicit Output(std::ostream& out) : out_(out) {}

  void line(std::string_view text);
  // `info string error: <what>`: the one reply to every bad input line.
  void error(std::string_view what);
  // Several lines written together, with nothing of another thread in between.
  void block(std::string_view text);

 private:
  std::mutex mutex_;
  std::ostream& out_;
};

}  // namespace zhuge::protocol
