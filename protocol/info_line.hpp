#pragma once
// A search's progress as the fields of one UCI `info` line, and the one formatter that writes
// every game's lines (model: Stockfish's InfoFull and its on_update_full). A game fills the fields
// from its search's own report; the fields it leaves empty are not written.

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace zhuge::protocol {

struct InfoFields {
  int depth = 1;
  std::optional<int> seldepth;
  int multipv = 0;  // the line's rank; 0 for the one line of MultiPV 1, which has no field
  std::uint64_t nodes = 0;
  bool nps = true;  // written from nodes and time
  std::chrono::milliseconds time{};
  std::optional<int> hashfull;
  std::optional<int> score_cp;            // the side to move's view
  std::optional<std::array<int, 3>> wdl;  // per mille
  std::optional<std::uint64_t> visits;    // an ISMCTS line's root visits
  std::vector<std::string> pv;            // empty: no pv field
};

// "info depth 9 seldepth 16 multipv 2 nodes 144902 nps ... time ... hashfull ... score cp -457
// wdl ... visits ... pv gh1gg3 ...", in that order.
std::string format_info(const InfoFields& info);

}  // namespace zhuge::protocol
