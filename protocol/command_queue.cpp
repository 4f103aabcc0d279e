#include "protocol/command_queue.hpp"

namespace zhuge::protocol {

bool CommandQueue::push(QueuedCommand command) {
  {
    const std::lock_guard lock(mutex_);
    if (commands_.size() >= capacity_) return false;
    commands_.push_back(std::move(command));
  }
  arrived_.notify_one();
  return true;
}

void CommandQueue::push_last(QueuedCommand command) {
  {
    const std::lock_guard lock(mutex_);
    commands_.push_back(std::move(command));
  }
  arrived_.notify_one();
}

bool CommandQueue::empty() const {
  const std::lock_guard lock(mutex_);
  return commands_.empty();
}

std::optional<QueuedCommand> CommandQueue::wait_front() {
  std::unique_lock lock(mutex_);
  arrived_.wait(lock, [this] { return !commands_.empty() || closed_; });
  if (commands_.empty()) return std::nullopt;
  return commands_.front();
}

void CommandQueue::pop() {
  const std::lock_guard lock(mutex_);
  commands_.pop_front();
}

void CommandQueue::close() {
  {
    const std::lock_guard lock(mutex_);
    closed_ = true;
  }
  arrived_.notify_all();
}

}  // namespace zhuge::protocol
