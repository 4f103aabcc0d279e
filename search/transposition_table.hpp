#pragma once
// A shared transposition table for the Lazy SMP threads of one search. An entry holds a best
// move, a depth, a bound and up to kTtValues values (one per player of a game of that many
// players; a two-player or paranoid value uses the first). Threads read and write entries without
// locks: each entry stores key ^ data, so an entry torn by two writers, or one of another position,
// fails the check and reads as a miss.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace zhuge::search {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

inline constexpr int kTtValues = 4;  // 16 bits each, one word

struct TtEntry {
  std::uint16_t move = 0;  // the game's move code; 0: none
  int depth = 0;
  Bound bound = Bound::None;
  std::int16_t values[kTtValues] = {};
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes) { resize(megabytes); }

  // Drops every entry; the size is rounded down to a power of two of entries.
  void resize(std::size_t megabytes);
  void clear();
  // A new search: older entries give way first.
  void new_search() { generation_ = std::uint8_t((generation_ + 1) & 0x3F); }
  std::size_t megabytes() const { return megabytes_; }

  std::optional<TtEntry> probe(std::uint64_t key) const;
  // Starts loading the entry of `key` into the cache, ahead of its probe.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&slot(key)); }
  void store(std::uint64_t key, const TtEntry& entry);
  // Entries of this search per mille, from a sample, for `hashfull`.
  int permille_full() const;

 private:
  struct Slot {
    std::atomic<std::uint64_t> check{0};  // key ^ data0 ^ data1
    std::atomic<std::uint64_t> data0{0};  // move, depth, bound, generation
    std::atomic<std::uint64_t> data1{0};  // the values
  };
  Slot& slot(std::uint64_t key) const { return slots_[key & mask_]; }

  std::unique_ptr<Slot[]> slots_;
  std::uint64_t mask_ = 0;
  std::size_t megabytes_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace zhuge::search
