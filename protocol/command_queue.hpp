#pragma once
// The commands that wait behind a running search (docs/protocol.md, "Commands during a
// search"): the input thread pushes lines as they arrive, the command thread runs them in order.
// A line stays at the front while it waits for the search, and leaves the queue when it runs.

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <string>

namespace zhuge::protocol {

// How many commands may wait; the contract asks for at least 1000.
inline constexpr std::size_t kMaxWaitingCommands = 1000;

struct QueuedCommand {
  std::string line;
  std::size_t arrival = 0;  // the input line number, counting from 1
};

class CommandQueue {
 public:
  explicit CommandQueue(std::size_t capacity = kMaxWaitingCommands) : capacity_(capacity) {}

  // False when `capacity` commands already wait: the line is not queued.
  bool push(QueuedCommand command);
  // Queued whatever the bound: the last command, after which nothing more is read.
  void push_last(QueuedCommand command);
  bool empty() const;

  // Blocks until a command is at the front (a copy of it), or until close() with none left.
  std::optional<QueuedCommand> wait_front();
  // Removes the front command once it has run.
  void pop();
  // Wakes wait_front() for good once the queue is empty.
  void close();

 private:
  mutable std::mutex mutex_;
  std::condition_variable arrived_;
  std::deque<QueuedCommand> commands_;
  std::size_t capacity_;
  bool closed_ = false;
};

}  // namespace zhuge::protocol
