#pragma once
// Hardened line input for the command loop: one command per line, whatever arrives on stdin.
// Overlong lines and lines with binary bytes are consumed whole and reported once (never split
// into several commands); blank lines are skipped; CRLF is accepted; end of input is reported
// so that the loop can treat it as `quit`. Plus the small text helpers that commands share.

#include <charconv>
#include <concepts>
#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zhuge::protocol {

// Room for `position startpos moves ...` of any real game (about 150000 moves of 7 chars).
inline constexpr std::size_t kMaxLineLength = std::size_t{1} << 20;

struct InputLine {
  enum class Kind {
    Command,     // `text` is the command, without line ending; never blank
    Error,       // `text` says what was wrong with the line and where; the line was dropped
    EndOfInput,  // no more input: treat as `quit`
  };
  Kind kind;
  std::string text;
  std::size_t number = 0;  // the line's number in the input, counting from 1
};

class LineReader {
 public:
  explicit LineReader(std::istream& in, std::size_t max_length = kMaxLineLength)
      : in_(in), max_length_(max_length) {}

  // Blocks until the next command, bad line or end of input.
  InputLine next();

 private:
  std::istream& in_;
  std::size_t max_length_;
  std::size_t line_number_ = 0;  // of the last line read, counting from 1
};

// Splits a command into words at spaces, tabs and carriage returns.
std::vector<std::string> tokenize(std::string_view line);

// The whole of `text` as a decimal integer of type T (optional leading '-' for signed T);
// nullopt if it is empty, has other characters or does not fit in T.
template <std::integral T>
std::optional<T> parse_integer(std::string_view text) {
  T value{};
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc{} || stop != end) return std::nullopt;
  return value;
}

}  // namespace zhuge::protocol
