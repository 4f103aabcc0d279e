// The small parts of zhuge-gui: engine info lines, the Host and Origin policy, the page's
// files, and the command line.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "tools/gui/address_policy.hpp"
#include "tools/gui/command_line.hpp"
#include "tools/gui/info_line.hpp"
#include "tools/gui/static_files.hpp"

using namespace zhuge::gui;
using nlohmann::json;

TEST_CASE("Engine info lines become info messages with the fields they have", "[gui]") {
  const auto info = info_message(
      1,
      "info depth 3 seldepth 5 multipv 1 score cp -20 wdl 400 300 300 nodes 1000 nps 5000 "
      "time 200 hashfull 3 pv a1a2 b3b4");
  REQUIRE(info);
  CHECK(*info == json{{"type", "info"},
                      {"seat", 1},
                      {"depth", 3},
                      {"seldepth", 5},
                      {"multipv", 1},
                      {"score_cp", -20},
                      {"wdl", {400, 300, 300}},
                      {"nodes", 1000},
                      {"nps", 5000},
                      {"time_ms", 200},
                      {"pv", "a1a2 b3b4"}});
  const auto values = info_message(0, "info string values r 12 g - b -30");
  REQUIRE(values);
  CHECK((*values)["values"] == json({12, nullptr, -30}));
  const auto ranked = info_message(0, "info string values multipv 2 r -170 g 74 b 278");
  REQUIRE(ranked);
  CHECK((*ranked)["multipv"] == 2);
  CHECK((*ranked)["values"] == json({-170, 74, 278}));
  CHECK_FALSE(info_message(0, "info string error: unknown command"));
  CHECK_FALSE(info_message(0, "info string values r x g 1 b 2"));
  CHECK_FALSE(info_message(0, "info string values multipv x r 1 g 1 b 2"));
  CHECK_FALSE(info_message(0, "info depth x"));
}

TEST_CASE("Host must name the address served; Origin must be the page's own", "[gui]") {
  const AddressPolicy loopback("127.0.0.1", 8080);
  CHECK(loopback.url() == "http://127.0.0.1:8080/");
  CHECK(loopback.host_allowed("127.0.0.1:8080"));
  CHECK(loopback.host_allowed("localhost:8080"));
  CHECK_FALSE(loopback.host_allowed("127.0.0.1"));
  CHECK_FALSE(loopback.host_allowed("127.0.0.1:8081"));
  CHECK_FALSE(loopback.host_allowed("evil.example:8080"));
  CHECK_FALSE(loopback.host_allowed("[::1]:8080"));
  CHECK(loopback.origin_allowed("http://127.0.0.1:8080", "127.0.0.1:8080"));
  CHECK(loopback.origin_allowed("http://localhost:8080", "localhost:8080"));
  CHECK_FALSE(loopback.origin_allowed("http://localhost:8080", "127.0.0.1:8080"));
  CHECK_FALSE(loopback.origin_allowed("https://127.0.0.1:8080", "127.0.0.1:8080"));
  CHECK_FALSE(loopback.origin_allowed("http://evil.example:8080", "evil.example:8080"));
  const AddressPolicy everywhere("0.0.0.0", 80);
  CHECK(everywhere.host_allowed("192.168.1.5:80"));
  CHECK(everywhere.host_allowed("[fe80::1]:80"));
  CHECK(everywhere.host_allowed("localhost:80"));
  CHECK_FALSE(everywhere.host_allowed("evil.example:80"));
  const AddressPolicy v6("::1", 9000);
  CHECK(v6.url() == "http://[::1]:9000/");
  CHECK(v6.host_allowed("[::1]:9000"));
  CHECK_FALSE(AddressPolicy("192.168.1.5", 80).host_allowed("localhost:80"));
}

TEST_CASE("Only the web folder's files of the served types, by plain paths", "[gui]") {
  namespace fs = std::filesystem;
  const fs::path root = fs::temp_directory_path() / "zhuge-gui-test-files";
  fs::remove_all(root);
  fs::create_directories(root / "sub");
  std::ofstream(root / "index.html") << "<p>page</p>";
  std::ofstream(root / "a.js") << "export {};";
  std::ofstream(root / "sub" / "b.css") << "p {}";
  std::ofstream(root / "secret.txt") << "no";
  const std::string dir = root.string();
  const auto index = load_static_file(dir, "/");
  REQUIRE(index);
  CHECK(index->body == "<p>page</p>");
  CHECK(index->content_type == "text/html; charset=utf-8");
  CHECK(load_static_file(dir, "/a.js?v=2")->content_type == "text/javascript; charset=utf-8");
  CHECK(load_static_file(dir, "/sub/b.css")->body == "p {}");
  for (const char* bad : {"/secret.txt", "/../a.js", "/sub/../a.js", "/sub//b.css", "/%2e%2e/a.js",
                          "/sub", "/missing.js", "a.js", "/sub\\b.css"}) {
    INFO(bad);
    CHECK_FALSE(load_static_file(dir, bad));
  }
}

TEST_CASE("The command line: flags, engines, and one clear error for a bad one", "[gui]") {
  std::string error;
  const auto command = parse_command_line(
      {"--port", "0", "--engine", "cmd=/bin/zhuge name=z option.Player=random", "--engine",
       "cmd=/bin/other", "nodes=5", "--max-games", "3", "--margin", "10"},
      "/web", error);
  REQUIRE(command);
  CHECK(command->config.port == 0);
  CHECK(command->config.web_dir == "/web");
  CHECK(command->config.max_games == 3);
  CHECK(command->config.limits.patience.margin_ms == 10);
  REQUIRE(command->config.engines.size() == 2);
  CHECK(command->config.engines[0].name == "z");
  CHECK(command->config.engines[0].options[0].second == "random");
  CHECK(command->config.engines[1].name == "other");
  CHECK(*command->config.engines[1].tc.nodes == 5);
  // Hints come from the first engine unless --hint-engine names another.
  CHECK(command->config.hint_spec().name == "z");
  const auto hinted =
      parse_command_line({"--engine", "cmd=/bin/a", "--hint-engine", "cmd=/bin/b"}, "/web", error);
  REQUIRE(hinted);
  CHECK(hinted->config.hint_spec().command == "/bin/b");
  CHECK(parse_command_line({"--help"}, "/web", error)->help);
  // A command with arguments, in one argument or as zhuge-match writes it.
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"--engine", "cmd=/bin/run.sh 2 /bin/zhuge name=run option.Hash=16"},
           {"--engine", "cmd=/bin/run.sh 2 /bin/zhuge", "name=run", "option.Hash=16"}}) {
    const auto run = parse_command_line(args, "/web", error);
    REQUIRE(run);
    CHECK(run->config.engines[0].command == "/bin/run.sh 2 /bin/zhuge");
    CHECK(run->config.engines[0].name == "run");
    CHECK(run->config.engines[0].options.size() == 1);
  }
  const auto refused = [](std::vector<std::string> args, const std::string& why) {
    INFO(why);
    std::string error;
    CHECK_FALSE(parse_command_line(args, "/web", error));
    CHECK_THAT(error, Catch::Contains(why));
  };
  refused({"--engine", "cmd=/a", "--bogus"}, "unknown flag '--bogus'");
  refused({"--engine", "cmd=/a", "--port", "70000"}, "--port: bad value '70000'");
  refused({"--engine", "cmd=/a", "--max-games", "0"}, "--max-games: bad value");
  refused({"--engine", "cmd=/a", "--port"}, "argument for option '--port' is missing");
  refused({"--port", "1"}, "no engine");
  refused({"--engine", "name=x"}, "an engine needs cmd=PATH");
  refused({"--engine", "cmd=/a", "--hint-engine", "name=x"}, "--hint-engine: an engine needs");
  refused({"--engine", "cmd=/a", "--engine", "cmd=/b/a"}, "two engines are named 'a'");
}
