#pragma once
// One engine seen through the protocol: started with `uci` and its options, prepared for each
// game, asked for moves under a deadline, and watched with `isready` pings while it thinks
// without a time limit. Any fault leaves it stopped, to be started afresh for the next game.
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tools/match/engine_process.hpp"
#include "tools/match/engine_spec.hpp"

namespace zhuge::match {

// How long the arbiter waits, in ms.
struct Patience {
  int margin_ms = 200;          // beyond a time limit before a move is a time forfeit
  int ping_timeout_ms = 5000;   // for `readyok`, and for `uciok` on start
  int ping_interval_ms = 2000;  // between pings while an engine thinks without a time limit
};

class EngineSession {
 public:
  EngineSession(const EngineSpec& spec, const Patience& patience)
      : spec_(spec), patience_(patience) {}

  const EngineSpec& spec() const { return spec_; }
  // Once `abandoned()` holds (it is asked every 50 ms while waiting), a wait for the engine ends
  // as if it had exited: the caller no longer wants the answer.
  void set_abandon_check(std::function<bool()> abandoned) { abandoned_ = std::move(abandoned); }
  // Called with each `info` line the engine sends, on the thread that waits for it.
  void set_info_listener(std::function<void(const std::string&)> listener) {
    info_listener_ = std::move(listener);
  }
  // Starts the engine if it is not running, then sets the variant, `ucinewgame` and a ping.
  // On failure returns the fault ("disconnect") and stops the engine.
  std::optional<std::string> new_game(const std::string& variant);
  // The `option name …` lines of the engine's answer to `uci`, from its last start.
  const std::vector<std::string>& declared_options() const { return declared_options_; }
  // Sends `setoption`; false when the engine no longer reads its input.
  bool set_option(const std::string& name, const std::string& value);

  struct Answer {
    std::string move;    // the text after `bestmove`; empty on a fault
    std::string ponder;  // the reply it expects (`bestmove m ponder p`), if it names one
    std::string fault;   // "disconnect", "timeout"; empty on success
    int used_ms = 0;
  };
  // Sends the position and `go`, and waits for `bestmove` at most `allowance_ms` (forever, with
  // pings, when there is none).
  Answer best_move(const std::string& position, const std::string& go,
                   std::optional<int> allowance_ms);

  // How a ponder ends, decided on another thread once the opponent has acted.
  struct PonderVerdict {
    enum State { kPending, kHit, kMiss };
    std::atomic<int> state = kPending;
    // On a hit, stored before `state`: the wait for `bestmove` from `ponderhit`; -1: none.
    std::atomic<int> allowance_ms = -1;
  };
  // Sends the position and `go ponder …` (`go` is a plain go command), then asks `verdict` every
  // 50 ms. A hit sends `ponderhit` and waits for `bestmove` as best_move does, `used_ms` counted
  // from the `ponderhit`; a miss sends `stop` and returns once its `bestmove` is in, to be
  // discarded.
  Answer ponder(const std::string& position, const std::string& go, const PonderVerdict& verdict);
  void quit() { process_.stop(); }
  // After a fault: the engine's state is unknown, so it is killed and restarted later.
  void fail() { process_.kill(); }

 private:
  bool start();
  // Reads lines until one starts with `prefix`; false on a timeout or a closed pipe.
  EngineProcess::ReadStatus wait_for(const std::string& prefix, Clock::time_point deadline,
                                     std::string& line);
  bool ping();
  // Waits for `bestmove` from `started` on, as best_move does.
  Answer await_best_move(Clock::time_point started, std::optional<int> allowance_ms);
  // Sets the time used since `started` and the fault (a fault stops the engine).
  Answer finish(Answer answer, Clock::time_point started, std::string fault);

  const EngineSpec& spec_;
  const Patience& patience_;
  EngineProcess process_;
  std::string variant_;
  std::vector<std::string> declared_options_;
  std::function<void(const std::string&)> info_listener_;
  std::function<bool()> abandoned_;
};

}  // namespace zhuge::match
