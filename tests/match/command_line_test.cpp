// zhuge-match's command line: each --engine keeps its own settings, and a bad flag gets one
// line naming it.
#include <catch2/catch.hpp>

#include "tools/match/command_line.hpp"

using namespace zhuge::match;

TEST_CASE("zhuge-match reads every engine's settings and the match's flags", "[match]") {
  std::string error;
  const auto command = parse_command_line({"--engine",
                                           "cmd=/bin/a",
                                           "name=x",
                                           "option.Hash=16",
                                           "--each",
                                           "st=0.1",
                                           "--engine",
                                           "cmd=/bin/b",
                                           "--variant",
                                           "sanguo",
                                           "--deals",
                                           "4",
                                           "--shard",
                                           "2/4",
                                           "--margin",
                                           "1000",
                                           "--no-flag-bearers",
                                           "--summary",
                                           "s.jsonl",
                                           "--resume"},
                                          error);
  REQUIRE(command);
  CHECK(command->mode == Command::Mode::Match);
  const MatchConfig& config = command->config;
  REQUIRE(config.engines.size() == 2);
  CHECK(config.engines[0].name == "x");
  CHECK(config.engines[0].options.size() == 1);
  CHECK(config.engines[1].command == "/bin/b");
  CHECK(config.engines[1].tc.move_ms == 100);  // --each reaches every engine
  CHECK(config.deals == 4);
  CHECK((config.shard == 2 && config.shards == 4));
  CHECK(config.limits.patience.margin_ms == 1000);
  CHECK(config.game->variant == "sanguo");
  CHECK(config.starts.size() == 1);  // the start, without flag-bearers
  CHECK(config.starts[0].find('f') == std::string::npos);
  CHECK(config.summary_path == "s.jsonl");
  CHECK(config.resume);
  const auto merge = parse_command_line({"--merge", "a.jsonl", "b.jsonl"}, error);
  REQUIRE(merge);
  CHECK(merge->mode == Command::Mode::Merge);
  CHECK(merge->files == std::vector<std::string>{"a.jsonl", "b.jsonl"});
  CHECK(parse_command_line({"--help"}, error)->mode == Command::Mode::Help);
  const auto sprt = parse_command_line({"--engine", "cmd=/a", "st=1", "--engine", "cmd=/b", "st=1",
                                        "--variant", "sanguo", "--sprt", "elo0=0", "elo1=5"},
                                       error);
  REQUIRE(sprt);  // two sanguo engines
  CHECK((sprt->config.sprt && sprt->config.sprt->elo1 == 5));
  CHECK(usage().find("--ping-timeout MS") != std::string::npos);
}

TEST_CASE("zhuge-match names the flag that is wrong", "[match]") {
  const auto refused = [](std::vector<std::string> args, const std::string& why) {
    INFO(why);
    std::string error;
    CHECK_FALSE(parse_command_line(args, error));
    CHECK_THAT(error, Catch::Contains(why));
  };
  const std::vector<std::string> two = {"--engine", "cmd=/a", "st=1", "--engine", "cmd=/b", "st=1"};
  const auto with = [&](std::vector<std::string> more) {
    more.insert(more.begin(), two.begin(), two.end());
    return more;
  };
  refused(with({"--bogus"}), "unknown flag '--bogus' (see --help)");
  refused(with({"--dea", "3"}), "unknown flag '--dea'");  // no guessing of abbreviations
  refused(with({"--deals", "0"}), "--deals: bad value '0' (a whole number, 1 to 100000000)");
  refused(with({"--deals"}), "'--deals' is missing");
  refused(with({"--deals", "2", "--deals", "3"}), "'--deals' cannot be specified more than once");
  refused(with({"--deals", "2", "stray"}), "unexpected 'stray'");
  refused(with({"--shard", "3/2"}), "--shard: bad value '3/2'");
  refused(with({"--variant", "chess"}), "unknown variant 'chess'");
  refused(with({"--sprt", "elo0=5", "elo1=0"}), "--sprt needs elo0=E0 elo1=E1 with E0 < E1");
  refused({"--engine", "cmd=/a", "st=1"}, "needs 2 engines");
  refused(with({"--variant", "sanguo", "--engine", "cmd=/c", "st=1", "--sprt", "elo0=0", "elo1=5"}),
          "--sprt is for two-engine matches; this one has 3 engines");
  refused(with({"--variant", "sanguo", "--sprt", "elo0=0", "elo1=5", "alpha=0.6"}),
          "--sprt: bad setting 'alpha=0.6'");
  refused(with({"--openings", "x.fen"}), "--openings is for sanguo");
  refused(with({"--no-flag-bearers"}), "--no-flag-bearers is for sanguo");
  refused(with({"--resume"}), "--resume needs the --summary of the match to resume");
}
