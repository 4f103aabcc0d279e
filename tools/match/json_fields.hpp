#pragma once
// The fields of a page's JSON message that zhuge-gui and the games' records read alike.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace zhuge::match {

// The largest whole number a JSON number holds exactly.
inline constexpr long long kMaxJsonWhole = (1LL << 53) - 1;

// A whole number in [min, max] at `key`; nullopt with `error` naming `what` otherwise.
std::optional<long long> whole_field(const nlohmann::json& object, const char* key, long long min,
                                     long long max, const std::string& what, std::string& error);

// The seed of a `new_game` message of a game whose start comes from a seed (a deal): its `seed`
// field, else a random one; nullopt with `error` if the field is not a seed.
std::optional<std::uint64_t> page_seed(const nlohmann::json& new_game, std::string& error);

}  // namespace zhuge::match
