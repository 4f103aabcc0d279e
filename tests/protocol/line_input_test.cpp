#include "protocol/line_input.hpp"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

using namespace zhuge::protocol;
using Kind = InputLine::Kind;
using namespace std::string_literals;

namespace {

// Everything the reader reports for `input`, up to and including the end of input.
std::vector<InputLine> read_all(const std::string& input, std::size_t max_length = kMaxLineLength) {
  std::istringstream stream(input);
  LineReader reader(stream, max_length);
  std::vector<InputLine> lines;
  do {
    lines.push_back(reader.next());
  } while (lines.back().kind != Kind::EndOfInput);
  return lines;
}

bool is_command(const InputLine& line, const std::string& text) {
  return line.kind == Kind::Command && line.text == text;
}

}  // namespace

TEST_CASE("lines become commands; LF, CRLF and a last line without newline", "[protocol]") {
  const auto lines = read_all("uci\r\nisready\ngo depth 3");
  REQUIRE(lines.size() == 4);
  CHECK(is_command(lines[0], "uci"));
  CHECK(is_command(lines[1], "isready"));
  CHECK(is_command(lines[2], "go depth 3"));
  CHECK(lines[3].kind == Kind::EndOfInput);
}

TEST_CASE("blank lines are skipped silently", "[protocol]") {
  const auto lines = read_all("\n   \n\t\r\n\r\nuci\n\n");
  REQUIRE(lines.size() == 2);
  CHECK(is_command(lines[0], "uci"));
  CHECK(lines[1].kind == Kind::EndOfInput);
}

TEST_CASE("empty input is the end of input, again and again", "[protocol]") {
  std::istringstream stream("");
  LineReader reader(stream);
  CHECK(reader.next().kind == Kind::EndOfInput);
  CHECK(reader.next().kind == Kind::EndOfInput);
}

TEST_CASE("an overlong line is dropped whole and reported once", "[protocol]") {
  const auto lines = read_all("uci\n" + std::string(40, 'x') + "\nisready\n", 16);
  REQUIRE(lines.size() == 4);
  CHECK(is_command(lines[0], "uci"));
  CHECK(lines[1].kind == Kind::Error);
  CHECK(lines[1].text == "input line 2 is longer than 16 bytes; ignored");
  CHECK(is_command(lines[2], "isready"));
}

TEST_CASE("a line of exactly the limit is accepted", "[protocol]") {
  const std::string line(16, 'a');
  CHECK(is_command(read_all(line + "\r\n", 16)[0], line));
}

TEST_CASE("the default limit allows the moves of a very long game", "[protocol]") {
  std::string position = "position startpos moves";
  for (int i = 0; i < 20000; ++i) position += " c3c4M";
  CHECK(is_command(read_all(position + "\n")[0], position));
  const auto lines = read_all(std::string(kMaxLineLength + 1, 'a') + "\nuci\n");
  CHECK(lines[0].kind == Kind::Error);
  CHECK(is_command(lines[1], "uci"));
}

TEST_CASE("lines with binary bytes are dropped and reported with the byte", "[protocol]") {
  const auto lines = read_all("uci\ngo\0 depth 2\nquit\x7f\n\tstop\n"s);
  REQUIRE(lines.size() == 5);
  CHECK(is_command(lines[0], "uci"));
  CHECK(lines[1].kind == Kind::Error);
  CHECK(lines[1].text == "input line 2 has the control byte 0x00 at column 3; ignored");
  CHECK(lines[2].text == "input line 3 has the control byte 0x7f at column 5; ignored");
  CHECK(is_command(lines[3], "\tstop"));
  CHECK(lines[4].kind == Kind::EndOfInput);
}

TEST_CASE("tokenize splits at spaces, tabs and carriage returns", "[protocol]") {
  CHECK(tokenize("  go\tdepth  3 \r") == std::vector<std::string>{"go", "depth", "3"});
  CHECK(tokenize("").empty());
  CHECK(tokenize(" \t ").empty());
}

TEST_CASE("parse_integer accepts whole decimal numbers that fit", "[protocol]") {
  CHECK(parse_integer<int>("42") == 42);
  CHECK(parse_integer<int>("-7") == -7);
  CHECK_FALSE(parse_integer<int>(""));
  CHECK_FALSE(parse_integer<int>("4x"));
  CHECK_FALSE(parse_integer<int>("+4"));
  CHECK_FALSE(parse_integer<int>("3000000000"));
  CHECK_FALSE(parse_integer<unsigned>("-1"));
}
