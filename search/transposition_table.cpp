#include "search/transposition_table.hpp"

#include <bit>

namespace zhuge::search {

namespace {

constexpr auto kRelaxed = std::memory_order_relaxed;

std::uint64_t pack0(const TtEntry& e, std::uint8_t generation) {
  return std::uint64_t(e.move) | std::uint64_t(std::uint8_t(e.depth)) << 16 |
         std::uint64_t(e.bound) << 24 | std::uint64_t(generation) << 32;
}
std::uint64_t pack1(const TtEntry& e) {
  std::uint64_t bits = 0;
  for (int i = 0; i < kTtValues; ++i) bits |= std::uint64_t(std::uint16_t(e.values[i])) << (16 * i);
  return bits;
}
int depth_of(std::uint64_t data0) {
  return std::int8_t((data0 >> 16) & 0xFF);
}
std::uint8_t generation_of(std::uint64_t data0) {
  return std::uint8_t(data0 >> 32);
}

}  // namespace

void TranspositionTable::resize(std::size_t megabytes) {
  const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * (1u << 20) / sizeof(Slot);
  const std::size_t count = std::bit_floor(wanted);
  slots_ = std::make_unique<Slot[]>(count);
  mask_ = count - 1;
  megabytes_ = megabytes;
}

void TranspositionTable::clear() {
  for (std::uint64_t i = 0; i <= mask_; ++i) {
    slots_[i].check.store(0, kRelaxed);
    slots_[i].data0.store(0, kRelaxed);
    slots_[i].data1.store(0, kRelaxed);
  }
}

std::optional<TtEntry> TranspositionTable::probe(std::uint64_t key) const {
  const Slot& s = slot(key);
  const std::uint64_t d0 = s.data0.load(kRelaxed), d1 = s.data1.load(kRelaxed);
  if ((s.check.load(kRelaxed) ^ d0 ^ d1) != key || d0 == 0) return std::nullopt;
  TtEntry e;
  e.move = std::uint16_t(d0);
  e.depth = depth_of(d0);
  e.bound = Bound((d0 >> 24) & 3);
  for (int i = 0; i < kTtValues; ++i) e.values[i] = std::int16_t(d1 >> (16 * i));
  return e;
}

// Depth-preferred, but an entry of an earlier search or of another position always gives way.
void TranspositionTable::store(std::uint64_t key, const TtEntry& entry) {
  Slot& s = slot(key);
  const std::uint64_t old0 = s.data0.load(kRelaxed), old1 = s.data1.load(kRelaxed);
  const bool same = (s.check.load(kRelaxed) ^ old0 ^ old1) == key;
  if (same && generation_of(old0) == generation_ && entry.depth < depth_of(old0) &&
      entry.bound != Bound::Exact) {
    return;
  }
  TtEntry kept = entry;
  if (same && kept.move == 0) kept.move = std::uint16_t(old0);  // keep the known best move
  const std::uint64_t d0 = pack0(kept, generation_), d1 = pack1(kept);
  s.data0.store(d0, kRelaxed);
  s.data1.store(d1, kRelaxed);
  s.check.store(key ^ d0 ^ d1, kRelaxed);
}

int TranspositionTable::permille_full() const {
  const std::uint64_t sample = std::min<std::uint64_t>(1000, mask_ + 1);
  int used = 0;
  for (std::uint64_t i = 0; i < sample; ++i) {
    used += slots_[i].data0.load(kRelaxed) != 0 &&
            generation_of(slots_[i].data0.load(kRelaxed)) == generation_;
  }
  return int(used * 1000 / sample);
}

}  // namespace zhuge::search
