#include "gui_harness.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

namespace zhuge::gui::test {

using nlohmann::json;

GuiConfig test_config(int max_games) {
  GuiConfig config;
  config.max_games = max_games;
  match::EngineSpec random;
  random.name = "random";
  random.command = ZHUGE_BINARY;
  random.options = {{"Player", "random"}};
  config.engines.push_back(random);
  return config;
}

match::EngineSpec fake_engine(const std::string& mode) {
  match::EngineSpec spec;
  spec.name = mode;
  spec.command = std::string(ZHUGE_GUI_TEST_DIR) + "/fake_engine.sh " + mode;
  return spec;
}

match::EngineSpec relay_engine(const std::string& log) {
  match::EngineSpec spec = fake_engine("relay");
  spec.command += " " + log + " " + ZHUGE_BINARY;
  return spec;
}

match::EngineSpec quitting_engine(int gos) {
  match::EngineSpec spec;
  spec.name = "quitter";
  spec.command = std::string(ZHUGE_MATCH_TEST_DIR) + "/exiting_engine.sh " + std::to_string(gos) +
                 " " + ZHUGE_BINARY;
  return spec;
}

Harness::Harness(GuiConfig config)
    : config_(std::move(config)), services_(std::make_unique<GameServices>(io_, config_)) {}

Harness::~Harness() {
  // As in main(): engine requests in flight end first, then the io context with the sessions.
  services_.reset();
}

bool Harness::run_until(const std::function<bool()>& done, std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    io_.restart();
    io_.run_for(std::chrono::milliseconds(10));
  }
  return true;
}

TestPage::TestPage(Harness& harness)
    : session(std::make_unique<PageSession>(harness.services(), [this](std::string text) {
        received.push_back(json::parse(text));
      })) {}

std::vector<json> TestPage::of_type(const std::string& type) const {
  std::vector<json> found;
  for (const json& m : received) {
    if (m["type"] == type) found.push_back(m);
  }
  return found;
}

const json* TestPage::last(const std::string& type) const {
  for (auto it = received.rbegin(); it != received.rend(); ++it) {
    if ((*it)["type"] == type) return &*it;
  }
  return nullptr;
}

json human() {
  return {{"kind", "human"}};
}

json engine(int id, int movetime_ms) {
  return {{"kind", "engine"}, {"engine", id}, {"time", {{"movetime_ms", movetime_ms}}}};
}

json new_game(const std::string& variant, const std::vector<json>& seats) {
  return {{"type", "new_game"}, {"variant", variant}, {"seats", seats}};
}

bool play_out(Harness& harness, TestPage& page, unsigned seed,
              const std::function<void(const json&)>& on_state) {
  std::mt19937 random(seed);
  std::size_t seen = 0;
  bool over = false;
  return harness.run_until([&] {
    while (seen < page.received.size() && !over) {
      const json message = page.received[seen++];
      if (message["type"] != "state") continue;
      if (on_state) on_state(message);
      over = !message["result"].is_null();
      const auto& legal = message["legal"];
      if (!over && !legal.empty()) {
        page.send(
            {{"type", "move"},
             {"move",
              legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]}});
      }
    }
    return over;
  });
}

int live_children() {
  int count = 0;
  const std::string parent = std::to_string(getpid());
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    std::ifstream stat(entry.path() / "stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
    const auto close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 2));
    std::string state, ppid;
    rest >> state >> ppid;
    if (ppid == parent && state != "Z") ++count;
  }
  return count;
}

bool children_back_to(int count, std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (live_children() > count) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

}  // namespace zhuge::gui::test
