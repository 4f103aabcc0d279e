#pragma once
// A child process spoken to by lines over pipes: start, write a line, read a line before a
// deadline, and kill. Nothing here knows the protocol.
#include <sys/types.h>
#include <chrono>
#include <string>

namespace zhuge::match {

using Clock = std::chrono::steady_clock;

class EngineProcess {
 public:
  enum class ReadStatus { Line, Timeout, Closed };

  EngineProcess() = default;
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;
  ~EngineProcess() { kill(); }

  // Runs `command` through /bin/sh, so it may carry arguments. False if it cannot be started.
  bool start(const std::string& command, const std::string& working_dir);
  bool running() const { return pid_ > 0; }
  // False when the engine no longer reads its input.
  bool write_line(const std::string& line);
  ReadStatus read_line(std::string& line, Clock::time_point deadline);
  // Asks the engine to quit, waits a little, then kills it.
  void stop();
  void kill();

 private:
  void close_pipes();

  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;
};

}  // namespace zhuge::match
