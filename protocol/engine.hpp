#pragma once
// The command loop of the protocol (docs/protocol.md): reads one command per
// line, keeps the current game and options, and runs searches on their own
// thread. Three threads: the input thread reads lines and acts at once on `stop`,
// on `isready` and `quit` when nothing waits, and on `ponderhit` when nothing
// waits and a ponder search runs; the command thread runs every
// other command in order, each after the search before it has ended by itself;
// the search thread searches and prints `bestmove`.

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <thread>

#include "engine/core/rng.hpp"
#include "protocol/command_queue.hpp"
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

  // Reads and runs commands until `quit` or the end of input.
  void run(std::istream& in);

 private:
  using Args = std::span<const std::string>;

  // The input thread: acts at once where the contract says so, queues the rest.
  void read_commands(std::istream& in, CommandQueue& queue);
  // The command thread: runs the queued commands in order until `quit`.
  void run_commands(CommandQueue& queue);
  // Runs one command of line `arrival`; false once the engine should exit. `stop_only_search`:
  // a search that only `stop` ends is running, so commands that change the game are refused.
  bool execute(const std::vector<std::string>& words, std::size_t arrival, bool stop_only_search);

  void uci();
  void setoption(Args args);
  void ucinewgame();
  void position(Args args);
  void go(Args args, std::size_t arrival);
  // `ponderhit`: true if a ponder search was running and now goes on as a timed one.
  bool ponderhit();
  void display();
  void help();

  // Waits for a running search that ends by itself; true if instead one runs that only `stop`
  // ends, so that a command which would change the game must be refused.
  bool await_search();
  void refuse(std::string_view command);
  // `stop` from the input thread: ends the running search or, if none runs yet, the one that a
  // `go` which arrived before the stop (line `arrival`) is about to start.
  void stop_search(std::size_t arrival);
  // Starts timing a search for the command of line `arrival`, then runs `job` on the search
  // thread and writes the reply it returns (`bestmove` or perft's counts). A search that does
  // not end by itself (`go infinite`, `go ponder` before `ponderhit`, or no limit at all) ends
  // only on `stop` or `quit`.
  void start_search(const SearchBudget& budget, bool ends_by_itself, bool ponder,
                    std::size_t arrival, std::function<std::string()> job);
  void finish_search();
  void reset_game();
  // Why the game played refuses that Player value; nullopt if it plays it.
  std::optional<std::string> player_refusal(std::string_view player) const;
  // After a change of game: Player back to search if the new game refuses its value.
  void keep_player_offered();
  SearchSettings search_settings(std::vector<std::string> searchmoves) const;

  OptionRegistry& options_;
  Output& out_;
  Game game_;
  Rng rng_;
  TimeManager time_;
  std::thread search_thread_;

  // Shared by the three threads, under `search_mutex_`.
  std::mutex search_mutex_;
  std::condition_variable search_done_;
  bool searching_ = false;  // from the start of a search until its reply is written
  bool search_ends_by_itself_ = false;
  std::size_t stop_before_ = 0;  // a `stop` of this line waits for the next search to start
};

}  // namespace zhuge::protocol
