#include "tools/match/engine_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <thread>

namespace zhuge::match {

bool EngineProcess::start(const std::string& command, const std::string& working_dir) {
  kill();
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) return false;
  if (pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]);
    ::close(in[1]);
    return false;
  }
  const std::string shell_command = "exec " + command;
  pid_ = fork();
  if (pid_ == 0) {
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    // An engine's stderr is for a person at its terminal, not for the match's output.
    const int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, STDERR_FILENO);
    // Nothing else of the arbiter's: not its sockets, not other engines' pipes.
    close_range(3, ~0U, 0);
    if (!working_dir.empty() && chdir(working_dir.c_str()) != 0) _exit(127);
    execl("/bin/sh", "sh", "-c", shell_command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  ::close(in[0]);
  ::close(out[1]);
  to_child_ = in[1];
  from_child_ = out[0];
  buffer_.clear();
  if (pid_ < 0) {
    close_pipes();
    return false;
  }
  return true;
}

bool EngineProcess::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
  const std::string data = line + '\n';
  std::size_t done = 0;
  while (done < data.size()) {
    // MSG_NOSIGNAL does not apply to pipes; SIGPIPE is ignored process-wide in main().
    const ssize_t n = ::write(to_child_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

EngineProcess::ReadStatus EngineProcess::read_line(std::string& line, Clock::time_point deadline) {
  for (;;) {
    if (const auto eol = buffer_.find('\n'); eol != std::string::npos) {
      line = buffer_.substr(0, eol);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      buffer_.erase(0, eol + 1);
      return ReadStatus::Line;
    }
    if (from_child_ < 0) return ReadStatus::Closed;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() < 0) return ReadStatus::Timeout;
    pollfd fd{from_child_, POLLIN, 0};
    const int ready = poll(&fd, 1, static_cast<int>(left.count()) + 1);
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) continue;  // the deadline check above decides
    char chunk[65536];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return ReadStatus::Closed;
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

void EngineProcess::stop() {
  if (pid_ <= 0) return;
  write_line("quit");
  for (int i = 0; i < 50; ++i) {
    if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
      pid_ = -1;
      close_pipes();
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill();
}

void EngineProcess::kill() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  close_pipes();
}

void EngineProcess::close_pipes() {
  if (to_child_ >= 0) ::close(to_child_);
  if (from_child_ >= 0) ::close(from_child_);
  to_child_ = from_child_ = -1;
  buffer_.clear();
}

}  // namespace zhuge::match
