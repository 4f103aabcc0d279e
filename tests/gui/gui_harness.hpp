#pragma once
// What the zhuge-gui tests share: an io thread of their own (run by the test itself), the
// server's services with `Player random` engines of the built zhuge binary, a page session
// whose messages are collected, and a count of this process's engine children.
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include "tools/gui/game_services.hpp"
#include "tools/gui/page_session.hpp"

namespace zhuge::gui::test {

// The engines a test server offers: 0 is `zhuge` playing random moves.
GuiConfig test_config(int max_games = 8);
// An engine of tests/gui/fake_engine.sh in `mode` (illegal, silent).
match::EngineSpec fake_engine(const std::string& mode);
// The built zhuge behind fake_engine.sh's relay: it offers UCI_Elo 800..2400 and writes every
// line it is sent to `log`.
match::EngineSpec relay_engine(const std::string& log);
// The built zhuge (Player random) that exits at its `gos`-th go (tests/match/exiting_engine.sh).
match::EngineSpec quitting_engine(int gos);

class Harness {
 public:
  explicit Harness(GuiConfig config = test_config());
  ~Harness();

  GameServices& services() { return *services_; }
  boost::asio::io_context& io() { return io_; }
  // Runs the io context until `done` holds; false if it did not within `limit`.
  bool run_until(const std::function<bool()>& done,
                 std::chrono::milliseconds limit = std::chrono::seconds(30));

 private:
  GuiConfig config_;
  boost::asio::io_context io_;
  std::unique_ptr<GameServices> services_;
};

// A page: its session, and every message the server sent it.
struct TestPage {
  explicit TestPage(Harness& harness);
  void send(const nlohmann::json& message) { session->on_message(message.dump()); }
  // The messages of `type` received so far.
  std::vector<nlohmann::json> of_type(const std::string& type) const;
  const nlohmann::json* last(const std::string& type) const;

  std::vector<nlohmann::json> received;
  std::unique_ptr<PageSession> session;
};

// Seats of a new_game message.
nlohmann::json human();
nlohmann::json engine(int id, int movetime_ms = 20);
nlohmann::json new_game(const std::string& variant, const std::vector<nlohmann::json>& seats);

// Plays the game of `page` to its end: each time a person is to move, a random legal action.
// False if it did not end in time. `on_state` sees every state first.
bool play_out(Harness& harness, TestPage& page, unsigned seed,
              const std::function<void(const nlohmann::json&)>& on_state = {});

// Live (not zombie) child processes of this process.
int live_children();
// Waits until at most `count` children are left; false if they did not go.
bool children_back_to(int count, std::chrono::milliseconds limit = std::chrono::seconds(5));

}  // namespace zhuge::gui::test
