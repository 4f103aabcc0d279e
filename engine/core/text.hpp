#pragma once
// Small text helpers shared by the position-string parsers of both games.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace zhuge {

// Every part of `text` between separators, empty parts included.
std::vector<std::string_view> split(std::string_view text, char separator);

// A decimal number in canonical form (digits only, no leading zero, at most 9
// digits), so that whatever is accepted prints back alike; nullopt otherwise.
std::optional<std::uint32_t> parse_canonical_number(std::string_view text);

}  // namespace zhuge
