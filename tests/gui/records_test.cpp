// Records: a game's record loads back as a replay, and so do records written by zhuge-match;
// a record that the rules refute is refused.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gui_harness.hpp"

using namespace zhuge::gui;
using namespace zhuge::gui::test;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// The records file of a short zhuge-match match with `args`.
std::string match_records(const std::string& name, const std::string& args) {
  const fs::path path = fs::temp_directory_path() / ("zhuge-gui-test-" + name + ".txt");
  fs::remove(path);
  const std::string command =
      std::string(ZHUGE_MATCH_BINARY) + " " + args + " --records " + path.string() + " > /dev/null";
  REQUIRE(std::system(command.c_str()) == 0);
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string engine_arg(const std::string& name) {
  return std::string("--engine cmd=") + ZHUGE_BINARY + " name=" + name +
         " option.Player=random nodes=1";
}

// Loads game `game` of `text` and checks the frames step through the whole game.
json load(TestPage& page, const std::string& text, int game) {
  page.send({{"type", "load_record"}, {"text", text}, {"game", game}});
  const json* replay = page.last("replay");
  REQUIRE(replay);
  // The board of the record's variant comes just before, for a page that has not drawn it.
  const json& board = page.received[page.received.size() - 2];
  CHECK(board["type"] == "board");
  CHECK(board["variant"] == (*replay)["frames"][0]["variant"]);
  const auto& frames = (*replay)["frames"];
  const auto& moves = (*replay)["moves"];
  REQUIRE(frames.size() == moves.size() + 1);
  for (std::size_t ply = 0; ply < frames.size(); ++ply) {
    CHECK(frames[ply]["ply"] == ply);
    CHECK(frames[ply]["legal"].empty());
    CHECK(frames[ply]["last_move"] == (ply == 0 ? json(nullptr) : moves[ply - 1]));
    CHECK(frames[ply]["result"].is_null() == (ply + 1 < frames.size()));
  }
  return *replay;
}

}  // namespace

TEST_CASE("Records written by zhuge-match load and step to their end", "[gui]") {
  Harness harness;
  TestPage page(harness);
  const std::string luzhanqi =
      match_records("luzhanqi", engine_arg("a") + " " + engine_arg("b") + " --deals 1");
  const json second = load(page, luzhanqi, 1);
  CHECK(second["games"] == 2);
  CHECK(second["frames"][0]["deal"].get<std::string>().size() == 60);
  CHECK(second["frames"][0]["seats"][0]["name"] == "b");
  const std::string sanguo = match_records("sanguo", "--variant sanguo " + engine_arg("a") + " " +
                                                         engine_arg("b") + " " + engine_arg("c"));
  const json last = load(page, sanguo, 5);
  const auto termination = sanguo.rfind("[Termination \"") + 14;
  CHECK(last["frames"].back()["result"]["termination"] ==
        sanguo.substr(termination, sanguo.find('"', termination) - termination));
  CHECK(page.of_type("error").empty());
}

TEST_CASE("A game played in the GUI loads back; refuted records are refused", "[gui]") {
  Harness harness;
  TestPage page(harness);
  page.send(new_game("luzhanqi-flip", {human(), engine(0, 5)}));
  REQUIRE(play_out(harness, page, 9));
  page.send({{"type", "get_record"}});
  const std::string text = (*page.last("record"))["text"];
  const json replay = load(page, text, 0);
  CHECK(replay["frames"].back()["result"] == (*page.last("state"))["result"]);
  CHECK(replay["frames"].back()["fen"] == (*page.last("state"))["fen"]);

  const auto refused = [&](const std::string& bad, const std::string& why) {
    INFO(bad.substr(0, 300));
    page.send({{"type", "load_record"}, {"text", bad}});
    REQUIRE(page.received.back()["type"] == "error");
    CHECK_THAT(page.received.back()["message"].get<std::string>(), Catch::Contains(why));
  };
  refused("no record here", "moves before any tags");
  std::string wrong_deal = text;
  const auto deal = wrong_deal.find("[Deal \"") + 7;
  std::swap(wrong_deal[deal],
            wrong_deal[deal + 1] == wrong_deal[deal] ? wrong_deal[deal + 2] : wrong_deal[deal + 1]);
  refused(wrong_deal, "load_record: ");
  std::string wrong_result = text;
  const auto result = wrong_result.find("[Result \"") + 9;
  wrong_result.replace(result, 3, wrong_result.compare(result, 3, "1-0") == 0 ? "0-1" : "1-0");
  refused(wrong_result, "load_record: ");
  page.send({{"type", "load_record"}, {"text", text}, {"game", 1}});
  CHECK_THAT(page.received.back()["message"].get<std::string>(), Catch::Contains("no game 1"));
  // A game still going cannot be loaded: it has no result yet.
  TestPage other(harness);
  other.send(new_game("luzhanqi-flip", {human(), human()}));
  other.send({{"type", "get_record"}});
  const std::string unfinished = (*other.last("record"))["text"];
  CHECK(unfinished.find("[Result \"*\"]") != std::string::npos);
  other.send({{"type", "load_record"}, {"text", unfinished}});
  CHECK(other.received.back()["type"] == "error");
}
