#pragma once
// The cap on games at once across every page: a game holds a slot from its start until it
// ends or its page goes; over the cap a new game is refused.
#include <memory>

namespace zhuge::gui {

class GameSlots : public std::enable_shared_from_this<GameSlots> {
 public:
  // The slot is given back when the ticket is destroyed.
  class Ticket {
   public:
    explicit Ticket(std::shared_ptr<GameSlots> slots) : slots_(std::move(slots)) {}
    Ticket(const Ticket&) = delete;
    Ticket& operator=(const Ticket&) = delete;
    ~Ticket() { --slots_->used_; }

   private:
    std::shared_ptr<GameSlots> slots_;
  };

  explicit GameSlots(int capacity) : capacity_(capacity) {}
  int capacity() const { return capacity_; }
  int used() const { return used_; }
  // Nullptr when every slot is taken. Used from the io thread only.
  std::unique_ptr<Ticket> take() {
    if (used_ >= capacity_) return nullptr;
    ++used_;
    return std::make_unique<Ticket>(shared_from_this());
  }

 private:
  int capacity_;
  int used_ = 0;
};

}  // namespace zhuge::gui
