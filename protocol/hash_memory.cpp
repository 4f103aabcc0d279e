#include "protocol/hash_memory.hpp"

#include <unistd.h>

#include <algorithm>

namespace zhuge::protocol {

int usable_hash_megabytes(int hash_mb, std::uint64_t machine_mb) {
  if (machine_mb == 0) return hash_mb;
  const auto half = std::max<std::uint64_t>(machine_mb / 2, 1);
  return int(std::min<std::uint64_t>(std::uint64_t(hash_mb), half));
}

std::uint64_t machine_megabytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page_bytes = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_bytes <= 0) return 0;
  return std::uint64_t(pages) * std::uint64_t(page_bytes) >> 20;
}

}  // namespace zhuge::protocol
