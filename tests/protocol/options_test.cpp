#include "protocol/options.hpp"

#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>
#include <vector>

using namespace zhuge::protocol;

namespace {

// One option of each type, as a later issue would declare them.
OptionRegistry sample_registry() {
  OptionRegistry registry;
  registry.add(Option::spin("Threads", 1, 1, 256, "search threads"));
  registry.add(Option::check("Ponder", false, "think on the opponent's time"));
  registry.add(
      Option::combo("UCI_Variant", "luzhanqi-flip", {"luzhanqi-flip", "sanguo"}, "game to play")
          .with_flag_alias("variant"));
  registry.add(Option::string("BookFile", "", "opening book path"));
  registry.add(Option::button("Clear Hash", "empty the hash table"));
  return registry;
}

std::vector<std::string> words(std::initializer_list<const char*> list) {
  return {list.begin(), list.end()};
}

}  // namespace

TEST_CASE("uci lines follow the UCI syntax for every type", "[protocol]") {
  const auto lines = sample_registry().uci_lines();
  CHECK(lines == std::vector<std::string>{
                     "option name Threads type spin default 1 min 1 max 256",
                     "option name Ponder type check default false",
                     "option name UCI_Variant type combo default luzhanqi-flip var luzhanqi-flip "
                     "var sanguo",
                     "option name BookFile type string default <empty>",
                     "option name Clear Hash type button",
                 });
}

TEST_CASE("spin options accept integers in range only", "[protocol]") {
  auto registry = sample_registry();
  CHECK_FALSE(registry.set("Threads", "256"));
  CHECK(registry.spin("Threads") == 256);
  CHECK(registry.set("Threads", "0") == "option Threads: '0' is out of range 1..256");
  CHECK(registry.set("Threads", "257") == "option Threads: '257' is out of range 1..256");
  CHECK(registry.set("Threads", "two") == "option Threads: 'two' is not an integer");
  CHECK(registry.set("Threads", "2.5") == "option Threads: '2.5' is not an integer");
  CHECK(registry.set("Threads", "99999999999999999999") ==
        "option Threads: '99999999999999999999' is not an integer");
  CHECK(registry.set("Threads", std::nullopt) == "option Threads: missing value (expected 1..256)");
  CHECK(registry.spin("Threads") == 256);
}

TEST_CASE("check options accept true and false in any case", "[protocol]") {
  auto registry = sample_registry();
  CHECK_FALSE(registry.set("Ponder", "TRUE"));
  CHECK(registry.check("Ponder"));
  CHECK_FALSE(registry.set("Ponder", "false"));
  CHECK_FALSE(registry.check("Ponder"));
  CHECK(registry.set("Ponder", "1") == "option Ponder: '1' is not true or false");
  CHECK(registry.set("Ponder", std::nullopt) ==
        "option Ponder: missing value (expected true|false)");
  CHECK_FALSE(registry.check("Ponder"));
}

TEST_CASE("combo options accept their values, stored as declared", "[protocol]") {
  auto registry = sample_registry();
  CHECK_FALSE(registry.set("UCI_Variant", "SanGuo"));
  CHECK(registry.string("UCI_Variant") == "sanguo");
  CHECK(registry.set("UCI_Variant", "chess") ==
        "option UCI_Variant: 'chess' is not one of luzhanqi-flip|sanguo");
  CHECK(registry.string("UCI_Variant") == "sanguo");
}

TEST_CASE("string options take any text; <empty> and no value mean empty", "[protocol]") {
  auto registry = sample_registry();
  CHECK_FALSE(registry.set("BookFile", "my book.bin"));
  CHECK(registry.string("BookFile") == "my book.bin");
  CHECK_FALSE(registry.set("BookFile", "<empty>"));
  CHECK(registry.string("BookFile").empty());
  CHECK_FALSE(registry.set("BookFile", "x"));
  CHECK_FALSE(registry.set("BookFile", std::nullopt));
  CHECK(registry.string("BookFile").empty());
}

TEST_CASE("buttons take no value and notify their listeners", "[protocol]") {
  auto registry = sample_registry();
  int presses = 0;
  registry.on_change("clear hash", [&](const Option& option) {
    CHECK(option.name() == "Clear Hash");
    ++presses;
  });
  CHECK_FALSE(registry.set("Clear Hash", std::nullopt));
  CHECK(registry.set("Clear Hash", "now") == "option Clear Hash: a button takes no value");
  CHECK(presses == 1);
}

TEST_CASE("unknown options are reported by name", "[protocol]") {
  auto registry = sample_registry();
  CHECK(registry.set("Contempt", "10") == "unknown option 'Contempt'");
  CHECK(registry.find("Contempt") == nullptr);
}

TEST_CASE("setoption parses name and value words, case-insensitively", "[protocol]") {
  auto registry = sample_registry();
  CHECK_FALSE(registry.setoption(words({"name", "threads", "value", "8"})));
  CHECK(registry.spin("Threads") == 8);
  CHECK_FALSE(registry.setoption(words({"name", "uci_variant", "value", "sanguo"})));
  CHECK(registry.string("UCI_Variant") == "sanguo");
  CHECK_FALSE(registry.setoption(words({"name", "BookFile", "value", "a", "b"})));
  CHECK(registry.string("BookFile") == "a b");

  int presses = 0;
  registry.on_change("Clear Hash", [&](const Option&) { ++presses; });
  CHECK_FALSE(registry.setoption(words({"name", "clear", "HASH"})));
  CHECK(presses == 1);

  const std::string usage = "setoption: expected 'name <id> [value <x>]'";
  CHECK(registry.setoption(words({})) == usage);
  CHECK(registry.setoption(words({"Threads", "value", "2"})) == usage);
  CHECK(registry.setoption(words({"name", "value", "2"})) == usage);
  CHECK(registry.setoption(words({"name", "Threads", "value"})) ==
        "option Threads: missing value (expected 1..256)");
  CHECK(registry.setoption(words({"name", "Threads", "value", "999"})) ==
        "option Threads: '999' is out of range 1..256");
  CHECK(registry.spin("Threads") == 8);
}

TEST_CASE("listeners run after each successful set only", "[protocol]") {
  auto registry = sample_registry();
  std::vector<std::string> seen;
  registry.on_change("UCI_Variant",
                     [&](const Option& option) { seen.push_back(option.value_text()); });
  CHECK_FALSE(registry.set("UCI_Variant", "sanguo"));
  CHECK(registry.set("UCI_Variant", "go"));
  CHECK_FALSE(registry.set("Threads", "3"));
  CHECK_FALSE(registry.set("uci_variant", "sanguo"));
  CHECK(seen == std::vector<std::string>{"sanguo", "sanguo"});
}

TEST_CASE("flag names are the option names in kebab case", "[protocol]") {
  CHECK(flag_name("Threads") == "threads");
  CHECK(flag_name("MoveOverhead") == "move-overhead");
  CHECK(flag_name("UCI_Variant") == "uci-variant");
  CHECK(flag_name("UCIVariant") == "uci-variant");
  CHECK(flag_name("Clear Hash") == "clear-hash");
  CHECK(flag_name("Skill2Level") == "skill2-level");
}

TEST_CASE("the command line sets options through the same path as setoption", "[protocol]") {
  auto from_flags = sample_registry();
  const auto parsed = parse_command_line(
      from_flags, {"--threads", "2", "--variant", "sanguo", "--ponder=true", "bench"});
  REQUIRE(parsed.error.empty());
  CHECK(parsed.commands == std::vector<std::string>{"bench"});
  CHECK_FALSE(parsed.help);
  CHECK_FALSE(parsed.version);

  auto from_setoption = sample_registry();
  CHECK_FALSE(from_setoption.setoption(words({"name", "Threads", "value", "2"})));
  CHECK_FALSE(from_setoption.setoption(words({"name", "UCI_Variant", "value", "sanguo"})));
  CHECK_FALSE(from_setoption.setoption(words({"name", "Ponder", "value", "true"})));
  for (const auto& option : from_flags.options()) {
    CHECK(option.value_text() == from_setoption.find(option.name())->value_text());
  }
}

TEST_CASE("command-line errors match setoption errors", "[protocol]") {
  auto registry = sample_registry();
  CHECK(parse_command_line(registry, {"--threads", "0"}).error ==
        registry.set("Threads", "0").value());
  CHECK(parse_command_line(registry, {"--uci-variant", "chess"}).error ==
        "option UCI_Variant: 'chess' is not one of luzhanqi-flip|sanguo");
  CHECK(registry.spin("Threads") == 1);
  CHECK(registry.string("UCI_Variant") == "luzhanqi-flip");
}

TEST_CASE("command-line syntax errors become error strings", "[protocol]") {
  auto registry = sample_registry();
  CHECK(parse_command_line(registry, {"--bogus"}).error.starts_with("command line: "));
  CHECK(parse_command_line(registry, {"--threads"}).error.starts_with("command line: "));
  CHECK(parse_command_line(registry, {"--thr", "2"}).error.starts_with("command line: "));
}

TEST_CASE("the command line knows help, version and buttons", "[protocol]") {
  auto registry = sample_registry();
  int presses = 0;
  registry.on_change("Clear Hash", [&](const Option&) { ++presses; });
  const auto parsed = parse_command_line(registry, {"--help", "--version", "--clear-hash"});
  REQUIRE(parsed.error.empty());
  CHECK(parsed.help);
  CHECK(parsed.version);
  CHECK(parsed.commands.empty());
  CHECK(presses == 1);
}

TEST_CASE("help text lists every flag with its help, values and default", "[protocol]") {
  const std::string help = command_line_help(sample_registry());
  CHECK(help.find("--help") != std::string::npos);
  CHECK(help.find("--version") != std::string::npos);
  CHECK(help.find("--threads") != std::string::npos);
  CHECK(help.find("search threads (1..256, default 1)") != std::string::npos);
  CHECK(help.find("--uci-variant") != std::string::npos);
  CHECK(help.find("--variant") != std::string::npos);
  CHECK(help.find("same as --uci-variant") != std::string::npos);
  CHECK(help.find("--clear-hash") != std::string::npos);
  CHECK(help.find("empty the hash table") != std::string::npos);
}

TEST_CASE("declaration mistakes and wrong getters are programming errors", "[protocol]") {
  auto registry = sample_registry();
  CHECK_THROWS_AS(registry.add(Option::spin("threads", 1, 1, 2, "")), std::logic_error);
  CHECK_THROWS_AS(registry.add(Option::check("Other", true, "").with_flag_alias("variant")),
                  std::logic_error);
  CHECK_THROWS_AS(registry.add(Option::check("Help", true, "")), std::logic_error);
  CHECK_THROWS_AS(Option::spin("X", 0, 1, 2, ""), std::logic_error);
  CHECK_THROWS_AS(Option::combo("X", "c", {"a", "b"}, ""), std::logic_error);
  CHECK_THROWS_AS(registry.spin("Ponder"), std::logic_error);
  CHECK_THROWS_AS(registry.check("Nope"), std::logic_error);
  CHECK_THROWS_AS(registry.on_change("Nope", [](const Option&) {}), std::logic_error);
  CHECK(registry.string("BookFile").empty());  // string() also serves combo options
  CHECK(registry.string("UCI_Variant") == "luzhanqi-flip");
}
