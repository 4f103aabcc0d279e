#include "tests/protocol/engine_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <csignal>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "protocol/engine.hpp"
#include "protocol/engine_options.hpp"

namespace zhuge::protocol::test {

std::vector<std::string> run_in_process(const std::string& script) {
  std::istringstream input(script);
  std::ostringstream replies;
  auto options = make_engine_options();
  Output output(replies);
  Engine(options, output).run(input);
  std::vector<std::string> lines;
  std::istringstream text(replies.str());
  for (std::string line; std::getline(text, line);) lines.push_back(line);
  return lines;
}

EngineProcess::EngineProcess(const std::vector<std::string>& args) {
  int in[2], out[2];
  if (pipe(in) != 0 || pipe(out) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    if (const int null = open("/dev/null", O_WRONLY); null >= 0) dup2(null, STDERR_FILENO);
    close(in[1]);
    close(out[0]);
    std::vector<char*> argv{const_cast<char*>(ZHUGE_BINARY)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(ZHUGE_BINARY, argv.data());
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  to_engine_ = in[1];
  from_engine_ = out[0];
}

EngineProcess::~EngineProcess() {
  close_input();
  if (!exited_ && !wait(std::chrono::seconds(5))) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  close(from_engine_);
}

void EngineProcess::send(const std::string& line) {
  send_raw(line + '\n');
}

void EngineProcess::send_raw(const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = write(to_engine_, bytes.data() + done, bytes.size() - done);
    if (n <= 0) return;
    done += std::size_t(n);
  }
}

void EngineProcess::close_input() {
  if (to_engine_ >= 0) close(to_engine_);
  to_engine_ = -1;
}

std::optional<std::string> EngineProcess::read_line(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    if (const auto end = buffer_.find('\n'); end != std::string::npos) {
      std::string line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      return line;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd fd{from_engine_, POLLIN, 0};
    if (poll(&fd, 1, int(left.count())) <= 0) return std::nullopt;
    char chunk[4096];
    const ssize_t n = read(from_engine_, chunk, sizeof chunk);
    if (n <= 0) return std::nullopt;
    buffer_.append(chunk, std::size_t(n));
  }
}

std::vector<std::string> EngineProcess::read_until(const std::string& prefix,
                                                   std::chrono::milliseconds timeout) {
  std::vector<std::string> lines;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    const auto line = read_line(std::max(left, std::chrono::milliseconds(0)));
    if (!line) return {};
    lines.push_back(*line);
    if (line->rfind(prefix, 0) == 0) return lines;
  }
}

std::vector<std::string> EngineProcess::sync() {
  send("isready");
  auto lines = read_until("readyok");
  if (!lines.empty()) lines.pop_back();
  return lines;
}

std::string EngineProcess::fen() {
  send("d");
  const auto lines = read_until("Fen: ");
  return lines.empty() ? "" : lines.back().substr(5);
}

std::optional<int> EngineProcess::wait(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      exited_ = true;
      return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return std::nullopt;
}

}  // namespace zhuge::protocol::test
