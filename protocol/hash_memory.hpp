#pragma once
// How much of `Hash` a search may really take. The option goes up to 64 GB, as GUIs expect,
// but a table larger than the machine cannot be made: the allocation fails and the engine
// would end. A search takes at most half of this machine's memory instead.

#include <cstdint>

namespace zhuge::protocol {

// `hash_mb`, or half of `machine_mb` if that is less (at least 1); a machine_mb of 0 (unknown)
// leaves `hash_mb` as it is.
int usable_hash_megabytes(int hash_mb, std::uint64_t machine_mb);

// This machine's physical memory in megabytes; 0 if it cannot be read.
std::uint64_t machine_megabytes();

}  // namespace zhuge::protocol
