#pragma once
// A list with a fixed capacity, in place: no allocation. The moves of one position use it on
// the hot path of move generation, so push() is unchecked and each game sizes the capacity for
// its largest legal position; tables built once at start-up use push_checked(), which stops
// the program on an overflow. The count is the smallest unsigned type that holds the capacity,
// which keeps tables of many short lists small.

#include <array>
#include <cstdint>
#include <cstdlib>
#include <type_traits>

namespace zhuge {

template <typename T, int Capacity>
class FixedList {
  using Size = std::conditional_t<
      (Capacity <= UINT8_MAX), std::uint8_t,
      std::conditional_t<(Capacity <= UINT16_MAX), std::uint16_t, std::uint32_t>>;

 public:
  static constexpr int kCapacity = Capacity;

  void push(const T& item) { items_[size_++] = item; }
  void push_checked(const T& item) {
    if (size_ == Capacity) std::abort();
    push(item);
  }
  void clear() { size_ = 0; }
  void resize(int size) { size_ = Size(size); }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](int i) { return items_[i]; }
  const T& operator[](int i) const { return items_[i]; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }

 private:
  std::array<T, Capacity> items_;
  Size size_ = 0;
};

}  // namespace zhuge
