#pragma once
// The command loop of the protocol (shared/protocol.md): reads one command per
// line, keeps the current game and options, and runs searches on their own
// thread so that `isready`, `stop` and `quit` are answered at once.

#include <atomic>
#include <functional>
#include <iosfwd>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <thread>

#include "engine/core/rng.hpp"
#include "protocol/game.hpp"
#include "protocol/options.hpp"
#include "protocol/output.hpp"
#include "protocol/time_manager.hpp"

namespace zhuge::protocol {

class Engine {
 public:
  Engine(OptionRegistry& options, Output& out);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Reads commands until `quit` or the end of input.
  void run(std::istream& in);
  // Handles one command line; false once the engine should exit.
  bool execute(std::string_view line);

 private:
  using Args = std::span<const std::string>;

  void uci();
  void setoption(Args args);
  void ucinewgame();
  void position(Args args);
  void go(Args args);
  void display();
  void help();

  bool refuse_while_searching(std::string_view command);
  // Runs `job` on the search thread, then writes the reply it returns (`bestmove`
  // or perft's counts) once the engine is ready for the next command.
  void start_search(std::function<std::string()> job);
  void finish_search();
  void reset_game();
  SearchSettings search_settings() const;

  OptionRegistry& options_;
  Output& out_;
  std::unique_ptr<Game> game_;
  Rng rng_;
  TimeManager time_;
  std::thread search_thread_;
  std::atomic<bool> searching_{false};
};

}  // namespace zhuge::protocol
