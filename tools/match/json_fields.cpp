#include "tools/match/json_fields.hpp"

#include <random>

namespace zhuge::match {

std::optional<long long> whole_field(const nlohmann::json& object, const char* key, long long min,
                                     long long max, const std::string& what, std::string& error) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_number_integer() || it->get<long long>() < min ||
      it->get<long long>() > max) {
    error = what + ": '" + key + "' must be a whole number from " + std::to_string(min) + " to " +
            std::to_string(max);
    return std::nullopt;
  }
  return it->get<long long>();
}

std::optional<std::uint64_t> page_seed(const nlohmann::json& new_game, std::string& error) {
  if (new_game.contains("seed")) {
    const auto seed = whole_field(new_game, "seed", 0, kMaxJsonWhole, "new_game", error);
    if (!seed) return std::nullopt;
    return static_cast<std::uint64_t>(*seed);
  }
  std::random_device random;
  return (std::uint64_t{random()} << 32 | random()) & kMaxJsonWhole;
}

}  // namespace zhuge::match
