#pragma once
// The real `zhuge` binary, started with pipes, for protocol tests that talk to
// it exactly as a GUI does.

#include <sys/types.h>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace zhuge::protocol::test {

class EngineProcess {
 public:
  explicit EngineProcess(const std::vector<std::string>& args = {});
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  void send(const std::string& line);
  // Raw bytes, no newline added: for binary and overlong input.
  void send_raw(const std::string& bytes);
  void close_input();

  // The next line of output, or nullopt after `timeout` or at end of output.
  std::optional<std::string> read_line(
      std::chrono::milliseconds timeout = std::chrono::seconds(10));
  // Lines up to and including the first that starts with `prefix`; empty on timeout.
  std::vector<std::string> read_until(const std::string& prefix,
                                      std::chrono::milliseconds timeout = std::chrono::seconds(10));
  // Sends `isready` and returns every line before `readyok`.
  std::vector<std::string> sync();
  // The FEN that `d` prints now.
  std::string fen();

  pid_t pid() const { return pid_; }

  // Waits for the process to exit; its exit code, or nullopt after `timeout`.
  std::optional<int> wait(std::chrono::milliseconds timeout = std::chrono::seconds(10));

 private:
  pid_t pid_ = -1;
  int to_engine_ = -1;
  int from_engine_ = -1;
  std::string buffer_;
  bool exited_ = false;
};

// The same engine in this process, on its three threads, reading `script` to its end: every
// line it replies. For ThreadSanitizer, which sees inside only this process.
std::vector<std::string> run_in_process(const std::string& script);

}  // namespace zhuge::protocol::test
