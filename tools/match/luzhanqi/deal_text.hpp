#pragma once
// The true deal of a luzhanqi game: derived from the match seed, and written in a record as
// 60 letters, one per point from a1, b1, ... e1, a2 up to e12 ('.' for the empty camps).
#include <cstdint>
#include <optional>
#include <string>

#include "engine/luzhanqi/deal.hpp"

namespace zhuge::match {

luzhanqi::Deal deal_from_seed(std::uint64_t seed);

std::string deal_to_text(const luzhanqi::Deal& deal);
// Nullopt unless it is a full deal of the start position (camps empty, both armies complete).
std::optional<luzhanqi::Deal> deal_from_text(const std::string& text);

}  // namespace zhuge::match
