#include "tools/match/json_fields.hpp"

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

}  // namespace zhuge::match
