#pragma once
// A list with a fixed capacity on the stack, for the moves of one position:
// no allocation on the hot path of move generation. Filling past the
// capacity is a bug; each game sizes it for its largest legal position.

#include <array>

namespace zhuge {

template <typename T, int Capacity>
class FixedList {
 public:
  static constexpr int kCapacity = Capacity;

  void push(const T& item) { items_[size_++] = item; }
  void clear() { size_ = 0; }
  void resize(int size) { size_ = size; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](int i) const { return items_[i]; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }

 private:
  std::array<T, Capacity> items_;
  int size_ = 0;
};

}  // namespace zhuge
