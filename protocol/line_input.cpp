#include "protocol/line_input.hpp"

#include <algorithm>
#include <streambuf>

namespace zhuge::protocol {
namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

// Control bytes other than tab and carriage return mean binary data, not a command.
bool is_binary(unsigned char c) {
  return (c < 0x20 && c != '\t' && c != '\r') || c == 0x7f;
}

std::string hex_byte(unsigned char c) {
  constexpr char kDigits[] = "0123456789abcdef";
  return {'0', 'x', kDigits[c >> 4], kDigits[c & 0xf]};
}

}  // namespace

InputLine LineReader::next() {
  std::streambuf* buffer = in_.rdbuf();
  while (buffer != nullptr && in_.good()) {
    std::string line;
    std::size_t length = 0;
    unsigned char last_byte = 0;
    std::optional<std::size_t> binary_at;  // column (from 1) of the first binary byte
    unsigned char binary_byte = 0;
    int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) break;
    ++line_number_;
    // Consume the whole line even when it is dropped, so its tail is not read as a command.
    for (; c != std::char_traits<char>::eof() && c != '\n'; c = buffer->sbumpc()) {
      last_byte = static_cast<unsigned char>(c);
      ++length;
      if (!binary_at && is_binary(last_byte)) {
        binary_at = length;
        binary_byte = last_byte;
      }
      // One spare byte keeps the CR of a CRLF line that is exactly max_length_ long.
      if (line.size() <= max_length_) line.push_back(static_cast<char>(last_byte));
    }
    if (c == std::char_traits<char>::eof()) in_.setstate(std::ios::eofbit);
    if (last_byte == '\r') --length;

    const auto dropped = [&](const std::string& problem) {
      return InputLine{InputLine::Kind::Error,
                       "input line " + std::to_string(line_number_) + " " + problem + "; ignored",
                       line_number_};
    };
    if (length > max_length_) {
      return dropped("is longer than " + std::to_string(max_length_) + " bytes");
    }
    if (binary_at) {
      return dropped("has the control byte " + hex_byte(binary_byte) + " at column " +
                     std::to_string(*binary_at));
    }
    line.resize(length);
    if (!std::ranges::all_of(line, is_blank)) {
      return {InputLine::Kind::Command, std::move(line), line_number_};
    }
  }
  return {InputLine::Kind::EndOfInput, {}, line_number_ + 1};
}

std::vector<std::string> tokenize(std::string_view line) {
  std::vector<std::string> tokens;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_blank(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !is_blank(line[i])) ++i;
    if (i > start) tokens.emplace_back(line.substr(start, i - start));
  }
  return tokens;
}

}  // namespace zhuge::protocol
